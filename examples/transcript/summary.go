package main

// The TranscriptSummary schema of the LangGraph how-to on complex data
// extraction, as Go types. Descriptions are the how-to's.

// OutputFormat is a value with the transcript span that justifies it.
type OutputFormat struct {
	Sources string `json:"sources" description:"The raw transcript / span you could cite to justify the choice."`
	Content string `json:"content" description:"The chosen value."`
}

// Moment is a moment of the interview and the preference expressed in it.
type Moment struct {
	Quote               string       `json:"quote" description:"The relevant quote from the transcript."`
	Description         string       `json:"description" description:"A description of the moment."`
	ExpressedPreference OutputFormat `json:"expressed_preference" description:"The preference expressed in the moment."`
}

// BackgroundInfo is a fact about a member and why it matters.
type BackgroundInfo struct {
	Factoid     OutputFormat `json:"factoid" description:"Important factoid about the member."`
	Professions []any        `json:"professions"`
	Why         string       `json:"why" description:"Why this is important."`
}

// KeyMoments groups the happy, tense and sad moments of one topic.
type KeyMoments struct {
	Topic          string           `json:"topic" description:"The topic of the key moments."`
	HappyMoments   []Moment         `json:"happy_moments" description:"A list of key moments related to the topic."`
	TenseMoments   []Moment         `json:"tense_moments" description:"Moments where things were a bit tense."`
	SadMoments     []Moment         `json:"sad_moments" description:"Moments where things where everyone was downtrodden."`
	BackgroundInfo []BackgroundInfo `json:"background_info"`
	MomentsSummary string           `json:"moments_summary" description:"A summary of the key moments."`
}

// Member is a participant of the interview.
type Member struct {
	Name              OutputFormat     `json:"name" description:"The name of the member."`
	Role              *string          `json:"role,omitempty" description:"The role of the member."`
	Age               *int             `json:"age,omitempty" description:"The age of the member."`
	BackgroundDetails []BackgroundInfo `json:"background_details" description:"A list of background details about the member."`
}

// InsightfulQuote is a quote, its speaker and what it shows.
type InsightfulQuote struct {
	Quote    OutputFormat `json:"quote" description:"An insightful quote from the transcript."`
	Speaker  string       `json:"speaker" description:"The name of the speaker who said the quote."`
	Analysis string       `json:"analysis" description:"An analysis of the quote and its significance."`
}

// TranscriptMetadata is the interview's title, place and length.
type TranscriptMetadata struct {
	Title    string       `json:"title" description:"The title of the transcript."`
	Location OutputFormat `json:"location" description:"The location where the interview took place."`
	Duration string       `json:"duration" description:"The duration of the interview."`
}

// TranscriptSummary is the tool the model must call.
type TranscriptSummary struct {
	Metadata         TranscriptMetadata `json:"metadata" description:"Metadata about the transcript."`
	Participants     []Member           `json:"participants" description:"A list of participants in the interview."`
	KeyMoments       []KeyMoments       `json:"key_moments" description:"A list of key moments from the interview."`
	InsightfulQuotes []InsightfulQuote  `json:"insightful_quotes" description:"A list of insightful quotes from the interview."`
	OverallSummary   string             `json:"overall_summary" description:"An overall summary of the interview."`
	NextSteps        []string           `json:"next_steps" description:"A list of next steps or action items based on the interview."`
	OtherStuff       []OutputFormat     `json:"other_stuff"`
}
