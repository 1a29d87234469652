package ground

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
)

// Lexicon holds every word list grounding reads: data, apart from the
// scorer, so that a new domain adds words, not code. The default is
// lexicon.json, embedded; a caller with other words loads its own (see
// [ParseLexicon]) or extends a copy of the default. Words are lowercase.
type Lexicon struct {
	// Months names the months and their abbreviations, for reading dates.
	Months map[string]int `json:"months"`
	// Weekdays are no proper names: "on Monday" names a day, not a thing.
	// In order, Monday first: "next Wednesday" is read as a date where the
	// request states today's (relative.go).
	Weekdays []string `json:"weekdays"`
	// NumberWords are numbers written as words ("three guests").
	NumberWords map[string]int `json:"number_words"`
	// FractionWords are fractions said as words in a measure: "half a
	// liter", "an hour and a half".
	FractionWords map[string]float64 `json:"fraction_words"`
	// ClockWords are times of day said as a word: "noon" is 12:00.
	ClockWords map[string]string `json:"clock_words"`
	// SpokenMarks are the marks of an address said aloud: "john dot smith
	// at gmail dot com" is john.smith@gmail.com.
	SpokenMarks map[string]string `json:"spoken_marks"`
	// DigitWords are the digits said one by one, as a phone number is:
	// "five five five, one two three, four five six seven".
	DigitWords map[string]int `json:"digit_words"`
	// EnumAliases are words that name an enum's member written otherwise,
	// by the member (lowercase): "extra large" names a size XL, "small" S.
	EnumAliases map[string][]string `json:"enum_aliases"`
	// AnchorCues before a date say it is today's: "Today is 2025-03-03",
	// "(current date: 2025-06-10)", "As of 2025-05-15". Dates said
	// relative to it are read (RelativeDays, "next Monday", "in 3 days");
	// it is no value itself.
	AnchorCues []string `json:"anchor_cues"`
	// RelativeDays are days said by their distance from today:
	// "tomorrow" is 1.
	RelativeDays map[string]int `json:"relative_days"`
	// NextWords before a weekday say the week after this one's: "next
	// Wednesday".
	NextWords []string `json:"next_words"`
	// ApproxSuffixes end a value said approximately: "7ish", "noon-ish",
	// "3:15-ish" are 7, noon and 3:15.
	ApproxSuffixes []string `json:"approx_suffixes"`
	// Multiples after a number multiply it: "3 dozen" is 36.
	Multiples map[string]int `json:"multiples"`
	// IdentInputs end the names of inputs that take a thing programs
	// name, in lowercase words joined by hyphens or underscores: a
	// service, a repository, a bucket ("Restart auth-service"). (A topic
	// or a list is named in words as often: "life-changing events".)
	IdentInputs []string `json:"ident_inputs"`
	// RouteInputs end the names of inputs that take a route written as
	// its two ends: "Oban to Craignure" for a ferry's route, "the Fal to
	// Malpas" for a guided trip's.
	RouteInputs []string `json:"route_inputs"`
	// FlightInputs are words of the names or descriptions of inputs that
	// take a flight's number, which FlightShapes may write as two words:
	// "BA 2491" (A a capital letter, 9 a digit, as PostcodeShapes).
	FlightInputs []string `json:"flight_inputs"`
	FlightShapes []string `json:"flight_shapes"`
	// ExpressionWords end the names of inputs that take an arithmetic or
	// chemical expression written out: "2x + 3 = 7" for an equation.
	ExpressionWords []string `json:"expression_words"`
	// CountedThings name inputs that take a thing a quantity counts or
	// measures out, by the input's last word or its description's first:
	// "a dozen eggs" gives a product "eggs", "half a kilo of flour" an
	// ingredient "flour".
	CountedThings []string `json:"counted_things"`
	// CountedForms are what a count of digits counts that is no thing's
	// own name: the people served, a portion, a dose, a copy or a
	// record of something ("for 8 people", "4 servings", "90 pills", "40
	// copies", "5 reports"). A count of digits before any other plain
	// noun gives the thing it counts ("6 toner cartridges"). Each form
	// is listed as written, singular and plural.
	CountedForms []string `json:"counted_forms"`
	// TaxonInputs name inputs that take a living thing's scientific name,
	// by the input's last word: a genus capitalized and a species in
	// lowercase, "Homo sapiens", is one name there (and "Homo" alone is
	// none), where elsewhere a capital before a lowercase word ends a name.
	TaxonInputs []string `json:"taxon_inputs"`
	// CollectiveNumbers are number words that name a quantity outright,
	// a number as strong as its digits: "a dozen eggs", "a pair of
	// espressos" (where "a single follower" or "one of" are weak).
	CollectiveNumbers []string `json:"collective_numbers"`
	// BelowZero after a number make it negative: "5 below zero" is -5.
	BelowZero []string `json:"below_zero"`
	// DeclineWords before a number say it is a fall: "fell 4.2%",
	// "overdrawn by $45". An input whose description says its value is
	// negative for one takes the number negative.
	DeclineWords []string `json:"decline_words"`
	// TextCues introduce the text an input takes: a search's query, a
	// message, a reminder's text (see TextCue).
	TextCues []TextCue `json:"text_cues"`
	// RangeStops end a query's or a reminder's text where a bound or a
	// price begins: "wireless earbuds under $100".
	RangeStops []string `json:"range_stops"`
	// TemperatureScales name the scale of each temperature unit: c, f or
	// k. A temperature converts between scales with their offsets (68°F
	// is 20°C), as UnitFactors cannot.
	TemperatureScales map[string]string `json:"temperature_scales"`
	// CompoundUnits are, for a class, the spellings its smaller unit takes
	// after a larger one of the class: "1h 55m" is minutes, as "5 m" alone
	// is meters.
	CompoundUnits map[string]map[string]string `json:"compound_units"`
	// BareUnits are, for a larger unit, the unit a bare number after it
	// is in: "six foot two" and "5 ft 11" are inches after feet, "2
	// minutes 50" and "2-minute-50" seconds after minutes.
	BareUnits map[string]string `json:"bare_units"`
	// EpisodeMarks are the letters of an episode's code and the number
	// each marks: "S04E03" is season 4, episode 3.
	EpisodeMarks map[string]string `json:"episode_marks"`
	// UTCWords after a time name UTC: "06:00 UTC" is written with a Z
	// where the input's form has one.
	UTCWords []string `json:"utc_words"`
	// DecimalWords join a number said in words to its decimals: "twelve
	// point five" is 12.5.
	DecimalWords []string `json:"decimal_words"`
	// MinusWords before a number make it negative: "minus 25" is -25
	// (not after another number: "10 minus 3" is a difference's).
	MinusWords []string `json:"minus_words"`
	// Hemispheres sign a coordinate written with its hemisphere's letter
	// after it: "74.0060° W" is -74.006, "34.05 S" is -34.05.
	Hemispheres map[string]int `json:"hemispheres"`
	// ClockOffsets are minutes before or after an hour said in words:
	// "half past six" is 6:30, "a quarter to eight" 7:45.
	ClockOffsets map[string]int `json:"clock_offsets"`
	// DayParts after an hour say which half of the day it is in, as hours
	// to add to one before noon: "six in the evening" is 18:00.
	DayParts map[string]int `json:"day_parts"`
	// Ordinals are ordinal words ("the third quarter").
	Ordinals map[string]int `json:"ordinals"`
	// Scales multiply the number before them by a power of ten, given
	// here: a word after it ("250 million", "five thousand") or a suffix
	// written with it ("1.5k", "$2.5M"). A one-letter suffix other than k
	// counts only after a currency sign: 5m is five meters, 221B a house
	// number, $5m five million.
	Scales map[string]int `json:"scales"`
	// Abbreviations end with a period that ends no sentence ("Inc.").
	Abbreviations []string `json:"abbreviations"`
	// BoundWords qualify an input's name as a limit (max_price,
	// min_rating): no number passes along to or from one under a name of
	// the same head that is no limit.
	BoundWords []string `json:"bound_words"`
	// Anaphors refer back to what a sentence before named: a sentence that
	// speaks of a call and holds one makes the sentence before it the
	// call's too ("... loves Taylor Swift. Get her top 5 tracks").
	Anaphors []string `json:"anaphors"`
	// Corrections open a clause that takes back what the request said
	// just before it and gives another value ("No wait, make it a
	// medium", "Lisbon, sorry, I meant Porto", "3 nights, no, 5 nights"):
	// a value of the same input said before one is dropped, and a
	// sentence that opens with one is the call's that the sentence before
	// it is. A phrase of one word counts when a mark (a comma, a colon)
	// or another correction follows it.
	Corrections []string `json:"corrections"`
	// StaleCues say that the clause they stand in is past or did not
	// happen ("I used to live in Boston", "I was supposed to go on
	// 2025-02-02", "We were 6 at Zuni last time"): a value there is none
	// when the request gives another of its kind after the clause.
	StaleCues []string `json:"stale_cues"`
	// ChangeVerbs say that a sentence changes a value "from" one "to"
	// another ("Change the ribeye price from $18.99 to $21.49/lb", "Move
	// the call from 3pm to 4pm"): the value after "from" is the old one,
	// none of an input whose name does not ask for it (OldValueWords).
	ChangeVerbs []string `json:"change_verbs"`
	// OldValueWords in an input's name say it takes the value a change
	// starts from: from_room, old_price, current_plan.
	OldValueWords []string `json:"old_value_words"`
	// ChangeAdverbs before "from" say the value after it is the old one
	// of a change the sentence states elsewhere: "18 loaves a day, up
	// from 12".
	ChangeAdverbs []string `json:"change_adverbs"`
	// Negators right before a value take it back ("06:30, not 07:00",
	// "instead of the large one"): it is no value of an input that does
	// not itself exclude (Negations in its name: exclude_cities).
	Negators []string `json:"negators"`
	// PlaceAnaphors point to a place named before ("there"): where a call's
	// clause holds one, the place another call of the sequence takes is
	// this call's place input's as surely as one after a locative.
	PlaceAnaphors []string `json:"place_anaphors"`
	// Speakers label the turns of a conversation pasted as the request
	// ("User:", "Assistant:"): a turn is no form's field.
	Speakers []string `json:"speakers"`
	// CompanySuffixes end a company's legal name, after a comma too ("Acme
	// Robotics, Inc.", "Tanaka Trading Co., Ltd."): the name goes on
	// through them.
	CompanySuffixes []string `json:"company_suffixes"`
	// Titles are abbreviations written before a name, which they are part
	// of: "Dr. Jane Smith", "Mt. Everest".
	Titles []string `json:"titles"`
	// PlaceTitles are the Titles that open a place's name (Saint, Mount):
	// the others open a person's, which no locative places ("for Dr. Ruth
	// Adler").
	PlaceTitles []string `json:"place_titles"`
	// PossessiveTitles open a name whose possessive is its own: "St.
	// Brendan's needs 22 ranks tuned" is the church, St. Brendan's, where
	// "Mt. Hood's trails" are the mountain's.
	PossessiveTitles []string `json:"possessive_titles"`
	// ClauseWords start a new clause: a value after one belongs to what
	// follows it, not to what came before ("Region X. Following this").
	ClauseWords []string `json:"clause_words"`
	// CommonWords are capitalized at a sentence's start without naming a
	// thing: no proper name begins with one there.
	CommonWords []string `json:"common_words"`
	// PersonCues open a description that asks for a person ("Who gets
	// paid"): the input takes a proper name, as a name input does.
	PersonCues []string `json:"person_cues"`
	// Imperatives are verbs a request opens with that are nouns as often
	// ("Email John Smith the report", "Text Maria"): at a sentence's start
	// they are no part of the name after them. Unlike CommonWords they stay
	// words of an input's description ("the email address").
	Imperatives []string `json:"imperatives"`
	// StopWords are no values on their own and no evidence.
	StopWords []string `json:"stop_words"`
	// Connectors may stand between an input's words and its value without
	// weakening the link: "a budget of $500", "the ID is ABC123".
	Connectors []string `json:"connectors"`
	// ReferringWords point to a value without stating it ("the same
	// service", "a new repo", "the primary theme"): no word before an
	// input's word that names its value is one of them.
	ReferringWords []string `json:"referring_words"`
	// NameConnectors may stand inside a proper name: "Bank of America".
	NameConnectors []string `json:"name_connectors"`
	// Determiners may open a list's item without being part of it:
	// "a house, savings, and investments"; capitalized after a sentence's
	// first word, they open a name the word is no part of ("Hold The
	// Overstory").
	Determiners []string `json:"determiners"`
	// GenericWords say little about an input on their own ("name",
	// "type"): as evidence they weigh less than an input's other words.
	GenericWords []string `json:"generic_words"`
	// Demonyms are capitalized words that name no thing on their own
	// ("Italian queen bees", "Chinese food"): values of inputs whose words
	// prefer them (a language, a cuisine), not names.
	Demonyms []string `json:"demonyms"`
	// LanguageCodes are languages' ISO 639-1 codes, for an input the
	// sequence or the catalog writes as a code: "to Spanish" is "es"
	// where the call's source_language is "en" for the request's
	// "English", or where the description asks for the code
	// (LanguageCodeCues) or names one ('en').
	LanguageCodes map[string]string `json:"language_codes"`
	// CurrencyCodes map currencies' names, as requests write them
	// ("euros", "Japanese yen"; lowercase, singular and plural), to their
	// ISO 4217 codes. A currency input (its name says currency, or a
	// one-word name's description does: "target", "Target currency
	// code") whose description asks for a code (CurrencyCodeCues), or
	// names one ("such as USD"), takes the code of a currency the request names, as a member
	// of its value set. One that does not say its form takes none: the
	// corpora's gold writes codes and names alike there. "Dollars" alone
	// is the US dollar, as English requests mean it; a pound alone is a
	// weight.
	CurrencyCodes map[string]string `json:"currency_codes"`
	// CurrencyWords in an input's name (or, for a one-word name, its
	// description) say it takes a currency, a coin's included.
	CurrencyWords []string `json:"currency_words"`
	// CountryCodes map countries' names, as requests write them ("India",
	// "the United States", "UK"; lowercase), to their ISO 3166-1 alpha-2
	// codes. An input whose name says country, region or market and whose
	// description asks for a code ("country code", "two-letter", ISO 3166:
	// CountryCodeCues) or names one ('US', "such as US") takes the code of
	// a country the request names; in lowercase where the description's
	// examples or the sequence's values for the input are.
	CountryCodes map[string]string `json:"country_codes"`
	// LanguageCodeCues, CurrencyCodeCues and CountryCodeCues, in the
	// description of an input of that kind, say it takes the code ("ISO
	// 639", "currency code", "two-letter"); so does a description that
	// names a code of the kind, quoted ('en', 'US') or in capitals ("such
	// as USD"), whose case the value then takes.
	LanguageCodeCues []string `json:"language_code_cues"`
	CurrencyCodeCues []string `json:"currency_code_cues"`
	CountryCodeCues  []string `json:"country_code_cues"`
	// HandleWords in an input's name say it takes a user's handle, which
	// a request writes after an @ ("@nasa"; the value is the name, nasa).
	HandleWords []string `json:"handle_words"`
	// TagWords in an input's name say it takes tags, which a request
	// writes after a # ("#launch"; the value is the word, launch, unless
	// the input's description writes one with its mark).
	TagWords []string `json:"tag_words"`
	// QualifierWords end input names that take a word written before the
	// input's other word: application_type takes "web" from "a web
	// application", optimization_level "high" from "a high optimization
	// level".
	QualifierWords []string `json:"qualifier_words"`
	// InstanceWords name kinds of things whose instances a request names
	// by a word written before the kind: "the webapp repo", "the prod
	// namespace", "the billing service", "my shopping list". An input
	// named by one alone (repo), or by one and "name" (list_name), takes
	// that word, as one named by a qualifier word does.
	InstanceWords []string `json:"instance_words"`
	// ValueSets are the common members of classes an input's name may ask
	// for by its head word: a genre's (thriller, jazz), a season's, a
	// shape's. An input whose head is one of a set's Inputs takes a
	// member the request names, in any case, as it takes an enum's
	// (scored by the same evidence; at the usual threshold, for the set
	// is not closed and a value outside it is asked for, or at
	// EnumThreshold where the form to write is known: the request
	// capitalizes it, or the sequence writes such words its own way). The
	// words are general knowledge, not a corpus's: a new domain adds a
	// set.
	ValueSets []ValueSet `json:"value_sets"`
	// VerbMarkers are words a verb follows: a word after one is no part of
	// a phrase value ("please induce", "to add").
	VerbMarkers []string `json:"verb_markers"`
	// FlagWords begin the names of yes-or-no inputs without saying what
	// they are about: include_numbers is about numbers, has_wifi about
	// wifi.
	FlagWords []string `json:"flag_words"`
	// Negations before a yes-or-no input's words make it false:
	// "without special characters".
	Negations []string `json:"negations"`
	// FlagOpposites name the opposite of what a yes-or-no input is about,
	// both ways: "outdoor" makes indoor false, "offline" online false,
	// where the request does not name the input's own word.
	FlagOpposites [][2]string `json:"flag_opposites"`
	// CurrencySigns are the signs written with an amount of money, and
	// the code of each one's currency: "$25" is money, and USD for a
	// currency's code.
	CurrencySigns map[string]string `json:"currency_signs"`
	// UnitModifiers stand between a number and its unit without being
	// one: "14 more days" is 14 days.
	UnitModifiers []string `json:"unit_modifiers"`
	// PositionLabels name a place (or a grade on a scale, as a kiln's
	// cone) by a label written before it, which is no part of the value
	// an input of that name takes: "Row F" is the row F, "Level 2" the
	// level 2, "Unit A101" the unit A101, "at cone 6" the cone 6 (where
	// "Airport XYZ" and "Region X" are names whole).
	PositionLabels []string `json:"position_labels"`
	// MemberGroups are words that name several members of an array's item
	// enum at once, by the members (or their aliases, EnumAliases):
	// "weekdays" is [mon tue wed thu fri] for days written so.
	MemberGroups map[string][]string `json:"member_groups"`
	// SubjectVerbs after a name that opens a sentence make it the
	// sentence's subject, its first word no verb: "Anika Rao wants two
	// doubles" (where "Bump Leo Park's salary" may be a verb's), and a
	// plural's: "Penzance Tri Club want 3 lanes".
	SubjectVerbs []string `json:"subject_verbs"`
	// SubjectAdverbs stand between a sentence's subject and its verb:
	// after a name that opens a sentence, one of them and a word in the
	// third person or the past make the name the subject, as a subject
	// verb does ("Jasper now belongs to Neil Ashby", "Bella still limps").
	SubjectAdverbs []string `json:"subject_adverbs"`
	// ClauseInputs are words of an input's name, or the first word of
	// its description, that ask for what a clause says ("details", "What
	// happened"): a name that is the subject of a verb there is the
	// clause's, no value of its own ("Bear got a small scrape").
	ClauseInputs []string `json:"clause_inputs"`
	// OccurrenceNumbers are words that say how many times: "twice daily"
	// is 2 times a day, as "2 times daily" is.
	OccurrenceNumbers map[string]int `json:"occurrence_numbers"`
	// ScoreScales are the tops of the scales a score is written out of
	// with a slash: "4/5", "8/10", "88/100" are scores 4, 8 and 88 (no
	// codes), where "24/7" and "1/500" stay as written.
	ScoreScales []int `json:"score_scales"`
	// DigitsOnlyCues, in a text input's description, ask for its digits
	// alone: "Gift card number, digits only" is 6006492133801175 for
	// "6006 4921 3380 1175".
	DigitsOnlyCues []string `json:"digits_only_cues"`
	// PostNegations after a yes-or-no input's words make it false:
	// "symbols and digits optional".
	PostNegations []string `json:"post_negations"`
	// NoneMembers are the enum members that say there is none of what
	// the input is about: "no shading" is the member none of shading.
	NoneMembers []string `json:"none_members"`
	// KinshipWords before a person's full name are no part of it: "Aunt
	// Rosa Delgado" is Rosa Delgado ("Aunt Rosa" stays whole).
	KinshipWords []string `json:"kinship_words"`
	// HouseholdWords after "the" and a family name name a household, one
	// party by its family name: "the Jansen family" is the customer "Jansen
	// family", "the Pritchard brothers" the farmer "Pritchard brothers",
	// though the kind's word is lowercase; an input of that very
	// word takes the name alone ("the Okafor family" for a memorial's
	// family: Okafor).
	HouseholdWords []string `json:"household_words"`
	// ObjectMarkers follow a verb's object, no subject: after a name of
	// three capitalized words or more that opens a sentence, where the
	// name without its first word is a person's, one of them (or the
	// sentence's end, or the name's possessive) says that first word is
	// the verb the request opens with ("Welcome Aled Morgan as our new
	// melodeon player", "Redo Gwen Foley's wingback"), where a subject's
	// verb keeps the name whole ("Maple Grove Elementary wants").
	ObjectMarkers []string `json:"object_markers"`
	// ComplementVerbs take an object and then what it is to be: "make it
	// simultaneous", "varnish it amber", "ship it express", "label them
	// peppermint" (complementAt).
	ComplementVerbs []string `json:"complement_verbs"`
	// Particles complete a verb, no complement of its object: "book it
	// in", "stain it again" (complementAt).
	Particles []string `json:"particles"`
	// NounSuffixes make a noun of a verb (storage, payment, rental,
	// inspection, closure): a tool named by such a noun has the verb
	// for its own, and a request that opens with it ("Store Iris Noble's
	// upright" for storage) opens with its verb, no name's word.
	NounSuffixes []string `json:"noun_suffixes"`
	// Pairs are the two words of inputs that come in order: an origin
	// and a destination, a start and an end. The request names such a
	// pair's values in PairPatterns: "from A to B", "between A and B".
	Pairs        [][2]string `json:"pairs"`
	PairPatterns [][2]string `json:"pair_patterns"`
	// PlaceJoiners join two places named side by side as a pair's two
	// sides where no pattern's first word stands before them: "Book
	// Austin to Seattle" for an origin and a destination.
	PlaceJoiners []string `json:"place_joiners"`
	// ComparedPairs are the Pairs whose two sides are alike, in no order
	// but the request's (player_a and player_b, team1 and team2): the
	// request names their values joined by one of PairJoiners, "Kane vs
	// Lewandowski", "Kevin De Bruyne or Bruno Fernandes", "compare the
	// Sony WH-1000XM5 with the Bose QuietComfort Ultra". (An origin and a
	// destination are not: "Paris or Rome" names no route.)
	ComparedPairs [][2]string `json:"compared_pairs"`
	// SideBySidePairs are inputs whose two values a request writes side by
	// side, the first first, with no word between: a point's latitude and
	// longitude, "51.5072, -0.1276".
	SideBySidePairs [][2]string `json:"side_by_side_pairs"`
	PairJoiners     []string    `json:"pair_joiners"`
	// VersusWords join two parties' names into one name, a case's or a
	// match's, "Brown v. Board of Education", "Marbury vs. Madison": one
	// value for an input whose description's example is written so ("Case
	// name, e.g. Roe v. Wade"). "v" written so, in lowercase, ends no
	// sentence with its period.
	VersusWords []string `json:"versus_words"`
	// RangeJoiners join a pair of dates or times with no word before the
	// first: "2025-09-20 to 2025-09-24", "09:00 until 11:00".
	RangeJoiners []string `json:"range_joiners"`
	// TargetCues name the value of a pair's second side alone, what a
	// thing becomes: "translate it into Spanish" (target_language).
	TargetCues []string `json:"target_cues"`
	// QuantityPairCues come between a quantity's unit and a value of its
	// kind, the two sides of a pair: "convert 100 USD to EUR" (from USD,
	// to EUR), as PairPatterns' "from A to B".
	QuantityPairCues []string `json:"quantity_pair_cues"`
	// SplitNames are the last words of two inputs of one call that a name
	// the request writes whole holds both of, the first taking the name's
	// first word and the second the rest: a brand and a model ("a 2020
	// Toyota Camry", "a Tesla Model S").
	SplitNames [][2]string `json:"split_names"`
	// ConstantCues, in an input's description, come before the one value
	// it takes: "(In this case CURRENCY_EXCHANGE_RATE)", "must be 'v2'".
	ConstantCues []string `json:"constant_cues"`
	// OptionCues, in an input's description, come before the values it
	// takes when no enum lists them: "options: 'Mild', 'Moderate'",
	// "comma-separated values: OPEN, CLOSED", "either "Old" or "New"".
	OptionCues []string `json:"option_cues"`
	// ExampleCues, in an input's description, come before values it gives
	// as examples: "Kind of workout, e.g. run, swim, ride". Plain words
	// among them are members of an open set of the input's values (a
	// request's "Log a run" gives "run").
	ExampleCues []string `json:"example_cues"`
	// CountWords open or end the names of inputs that take a count:
	// number_of_days, num_guests, guest_count (a count is no identifier
	// and no date).
	CountWords []string `json:"count_words"`
	// CompanionWords after a number count people besides one named: "Dana
	// Whitcombe and 3 others" is a party of 4, no party of 3 ("and 3
	// friends", "and 2 colleagues" too); the number
	// is the value only of an input whose name says it counts them
	// (CompanionInputs: additional_people, extra_guests). "guests" alone
	// is no such name: a booking whose lead is a guest counts the lead
	// among them ("Lucy Hart and 5 others" is 6 guests), so it asks.
	// WeekdayCues in an input's description say it takes a weekday's
	// name (ValueSets' "weekday"), no date: "Day of the week".
	WeekdayCues []string `json:"weekday_cues"`
	// DayWords are the last words of an input's name or short description
	// that make a text input with no date's form a day, which takes a
	// weekday's name as well as a date: "Delivery day" for "on Fridays",
	// "League night" for "tuesday league".
	DayWords []string `json:"day_words"`
	// CompoundSuffixes end a capitalized compound that qualifies what
	// follows it, no name: "Meiji-era", "Paris-based", "Victorian-style".
	CompoundSuffixes []string `json:"compound_suffixes"`
	// AdjectiveSuffixes end a word shaped as an adjective ("vibrant",
	// "painted"): before a member of a value set, no noun that may name a
	// shade of it, as "butter yellow" and "cobalt blue" do. A final -y is
	// none: it ends nouns that name shades as often ("ruby red", "navy
	// blue") as adjectives ("glossy").
	AdjectiveSuffixes []string `json:"adjective_suffixes"`
	CompanionWords    []string `json:"companion_words"`
	CompanionInputs   []string `json:"companion_inputs"`
	// Locatives before a proper name tie it to an input's word only when
	// the input is of a place (PlaceWords) or a time: "the gene in
	// Drosophila" names no gene, "the technology industry in New York" no
	// industry, "data from Renewable Energy" no data type; "hotels in
	// Paris" names a location, "rent a car from San Francisco" a pickup
	// city, "a show into Wyvern Arts Centre" a venue.
	Locatives []string `json:"locatives"`
	// PurposeWords after the word that says what an input's thing is
	// name what the thing serves, not the thing: "the projector kit for
	// the Spring Gala" names no kit (but "a table for Dominika Nowak"
	// names the reservation's name, whose head word is not "table").
	PurposeWords []string `json:"purpose_words"`
	// Pronouns stand for a thing the request names elsewhere: a run of
	// words that holds one ("close it out") says what to do with it, no
	// note of a value (fragments).
	Pronouns []string `json:"pronouns"`
	// AgentMarkers end the name of an input that takes who did a thing,
	// after a past participle: signed_by, picked_up_by (but pickup_by and
	// sort_by take a time and a key).
	AgentMarkers []string `json:"agent_markers"`
	// PersonPronouns stand for a person the request names before them:
	// "from Ana Ruiz and give her a Saturday shift" names her twice.
	PersonPronouns []string `json:"person_pronouns"`
	// StreetLocatives are the locatives that place a proper name only
	// when it is a street or an address: "data on Main Street", not "a
	// workshop on Empowering Women", which says what the workshop is about.
	StreetLocatives []string `json:"street_locatives"`
	// PlaceCues place a proper name for an input that takes a place as
	// Locatives do, though they tie it to no other input's word: "the
	// weather forecast for Paris", "COVID-19 news for Brazil".
	PlaceCues []string `json:"place_cues"`
	// DirectionCues place a proper name as PlaceCues do, only in the
	// call's own clauses: "an apostille for a birth certificate going to
	// Spain"; not the taxi's "to Alcatraz Island" for the hotel search of
	// the sentence's first clause.
	DirectionCues []string `json:"direction_cues"`
	// Forward cues are prepositions an input's synonyms hold, which
	// introduce the value after them, never the one before: "the book
	// 'Harry Potter' by J.K. Rowling" names the author after "by".
	ForwardCues []string `json:"forward_cues"`
	PlaceWords  []string `json:"place_words"`
	// OrganizationWords end an organization's name ("ABC Investment Bank",
	// "Apple Inc."), and OrganizationInputs are the head words of inputs
	// that take one (company, employer): for such an input, such a name
	// is of the kind it asks for, as a date is a date input's.
	OrganizationWords  []string `json:"organization_words"`
	OrganizationInputs []string `json:"organization_inputs"`
	// PersonInputs are the head words of inputs that take a person by
	// the role they play (customer, technician, witness): for such an
	// input, a person's name, the one the request gives where it speaks
	// of the call, is its value ("put Kofi Mensah on RA-208" for
	// assign_tech's technician); a name that reads as a place's or an
	// organization's is not.
	PersonInputs []string `json:"person_inputs"`
	// ServedRoles are the PersonInputs a service is for (client,
	// patient, student), not the one who gives it (stylist, teacher):
	// where a call takes one of each, the person the tool's verb takes
	// is the one served and the person "with" introduces the other
	// ("Book Nina Park in with Leanne" for a client and a stylist).
	ServedRoles []string `json:"served_roles"`
	// SelfIntroductions are the words before the name with which the
	// one writing the request names themself ("Name's Callum Frost.",
	// "this is Renata Alves"): the person an input of PersonInputs takes,
	// though the sentence speaks of no call.
	SelfIntroductions []string `json:"self_introductions"`
	// AcronymInputs are the head words of inputs whose values are written
	// in capitals (currency, ticker): for such an input, an acronym is of
	// the kind it asks for (USD, TSLA), as a code is an identifier's.
	AcronymInputs []string `json:"acronym_inputs"`
	// RankInputs end the names of inputs that take a place in an order,
	// which a request says as an ordinal ("in third place", "rank Amélie
	// second") or after one of RankCues ("number one"): for them a number
	// so said is no weak number word.
	RankInputs []string `json:"rank_inputs"`
	RankCues   []string `json:"rank_cues"`
	// StreetWords end a street's name, and make a house number before it
	// an address's: "123 Main Street", "10 Downing St".
	StreetWords []string `json:"street_words"`
	// FamilyStreetWords are the StreetWords that are also family names
	// ("Lorna Pike", "Ruth Lane", "Kevin Hill"): a name of two words that
	// ends in one may still be a person's (a house number before it makes
	// it an address's, a locative a place's).
	FamilyStreetWords []string `json:"family_street_words"`
	// StreetFirstWords open a street's name where the house number
	// follows it ("Rue de Rivoli 99", "Calle Mayor 5", "Av. Paulista
	// 1000"); StreetSuffixes end one written as one word ("Hauptstraße
	// 12", "Keizersgracht 123").
	StreetFirstWords []string `json:"street_first_words"`
	StreetSuffixes   []string `json:"street_suffixes"`
	// AddressUnits name a flat or suite written before a street address
	// and a comma: "Flat 2, 14 Queen Street" is one address.
	AddressUnits []string `json:"address_units"`
	// NamingVerbs before a value say it is a name: "a blog named "How to
	// Bake a Cake"" names the blog. The value links across the verb to an
	// input whose name ends with one of NameWords or IDWords (title,
	// artist_name, account_number) or is one word (hotel), and not to a
	// word that only qualifies another input's name (the content of
	// content_type).
	NamingVerbs []string `json:"naming_verbs"`
	NameWords   []string `json:"name_words"`
	// ProperNameWords end the names of inputs that take a proper name
	// (name, guest_name, username, a car's brand, an artist), or the first
	// phrase of their descriptions ("Team name", "Food brand", "Song,
	// artist or playlist"): the one proper name where the request speaks
	// of the call is their value (Weights.Lone). A title or a label is a
	// phrase, a filename a path, a hostname a host: none is here (but see
	// WorkWords).
	ProperNameWords []string `json:"proper_name_words"`
	// PlainNameWords, before "name" in a description, make it a plain
	// word's, no proper name: "The common name of the species" (snow
	// leopard), "the generic name of the drug" (ibuprofen).
	PlainNameWords []string `json:"plain_name_words"`
	// WorkWords name works whose titles are proper names (book, film,
	// song, game): an input that takes a title (a word of both NameWords
	// and VerbatimWords ends its name or its description's first phrase)
	// takes a proper name as a name input does when its name, its
	// description or its tool's words hold one of them ("Book title" for
	// place_hold, "Title or keywords" for search_books): "Reserve Circe at
	// the Northgate branch". A meeting's or an event's title is a phrase
	// ("the review with Sarah Lee").
	WorkWords []string `json:"work_words"`
	// OwnerWords name inputs that take a thing's owner: a person's name
	// written as a possessive ("Take in Greta Lund's Roberts radio") is
	// the owner's, as surely as one named beside the word.
	OwnerWords []string `json:"owner_words"`
	// TokenWords name inputs whose value is one token, with no space in
	// it (username, gamertag): "Kyle Jenner" is no one's username, though
	// "PixelQueen" is a gamertag.
	TokenWords []string `json:"token_words"`
	// VerbatimWords end the names of inputs that take text written out
	// (title, text, sentence, message, query): a quoted string is their
	// kind of value, as a date is a date's (Weights.Narrow). A person's or
	// a place's name is seldom quoted, a title nearly always: in both
	// corpora a title's value was the quoted string 59 times in 61 where
	// the request quoted one, a text's 16 in 17, an author's 1 in 8. A
	// form's field labelled with one of them ("Subject: ...") holds that
	// label's value, no other input's one value.
	VerbatimWords []string `json:"verbatim_words"`
	// FirstNameInputs and LastNameInputs end the names of inputs that
	// take one part of a person's name, written as words: first_name and
	// customer_given_name take "Alice" of "Alice Smith", surname "Smith".
	// (family_name is in neither: it names a family as often, "the
	// Johnson Family".)
	FirstNameInputs []string `json:"first_name_inputs"`
	LastNameInputs  []string `json:"last_name_inputs"`
	// DateWords and TimeWords in an input's name say it takes a date or a
	// time of day, DateDescriptionWords in its description ("check-in
	// date"; not "birthday", which an event type's description names);
	// IDWords an identifier; PercentWords, in its name or description, a
	// percentage as written (7 for 7%; a scale, "0 to 100", too),
	// FractionCues in its description a fraction (0.07; "0 to 1", not "0
	// to 100").
	DateWords            []string `json:"date_words"`
	DateDescriptionWords []string `json:"date_description_words"`
	TimeWords            []string `json:"time_words"`
	IDWords              []string `json:"id_words"`
	PercentWords         []string `json:"percent_words"`
	FractionCues         []string `json:"fraction_cues"`
	// TextIDWords make a text input an identifier, as IDWords make any
	// input one: a card's pin is digits as written ("PIN 0095"), where a
	// microcontroller's pin_number is a number.
	TextIDWords []string `json:"text_id_words"`
	// RecordWords, as a text input's whole name, name a record a business
	// keeps under a reference (a repair "ticket", an insurance "policy", a
	// "work order"): the input is its identifier and takes a code, as
	// ticket_id does ("pickup of WR-4418"). Only the whole name: a
	// ticket_type or a ticket_price is no identifier.
	RecordWords []string `json:"record_words"`
	// TopicWords end the names of inputs that take what something is
	// about (topic, subject); TopicCues introduce it: "an article about
	// urban beekeeping". The phrase after a cue is their value when it
	// ends where its clause does ("about urban beekeeping, then ...";
	// not "about the impact of X on Y", which is asked).
	TopicWords []string `json:"topic_words"`
	TopicCues  []string `json:"topic_cues"`
	// PointingWords point from a sentence that speaks of a call to what the
	// request writes after it ("Reply to the customer below", "the
	// attached message"): a pasted message or a form there is the call's,
	// as it is after a sentence that ends with a colon.
	PointingWords []string `json:"pointing_words"`
	// PointingEnds end a sentence that points to what follows when they
	// are its last word: "Can you summarize this? https://..." (not "this
	// report", which names what it points to).
	PointingEnds []string `json:"pointing_ends"`
	// PostalWords, in an input's name or description ("zip_code", "Town or
	// ZIP"), say it takes a postal code: a number of five digits written
	// alone ("frost dates around 80521") is one, as written.
	PostalWords []string `json:"postal_words"`
	// RepeatWords say how often before a value ("every 2 hours", "each
	// Monday"): the value ends a reminder's or a query's text.
	RepeatWords []string `json:"repeat_words"`
	// CountPhrases open a count's description before what it counts ("How
	// many sponsors"): a count named only "count" counts that.
	CountPhrases []string `json:"count_phrases"`
	// OccurrenceWords count occurrences though a class's word otherwise
	// ("times" of times_per_day, no time): a rate of them counts them.
	OccurrenceWords []string `json:"occurrence_words"`
	// CaseWords, in a text input's description, ask for its value in
	// one case: "lowercase" (lower), "all caps" (upper). The value is
	// written so ("Pokémon name, lowercase" takes "pikachu" for Pikachu).
	CaseWords map[string]string `json:"case_words"`
	// PostcodeShapes are the shapes of postal codes written as two words
	// ("SW1A 1AA", "K1A 0B1", "1012 AB"): A a capital letter, 9 a digit.
	// Two words of such a shape, a space apart, are one code.
	PostcodeShapes []string `json:"postcode_shapes"`
	// PlateShapes are the shapes of vehicle registrations written as two
	// words ("LR19 XKD"), as PostcodeShapes are; PlateWords, in an input's
	// name or description, ask for one (registration, plate).
	PlateShapes []string `json:"plate_shapes"`
	PlateWords  []string `json:"plate_words"`
	// MeasureWords measure out what follows "of" in a list's item: "a
	// splash of lime" is lime.
	MeasureWords []string `json:"measure_words"`
	// RateWords divide a unit by the word after them: "meters per second"
	// is a speed, and an input "price of the room per night" takes no
	// number of nights.
	RateWords []string `json:"rate_words"`
	// PeriodWords say per which period an input is, as "per month" does:
	// a "Monthly limit in USD" takes "600 dollars per month".
	PeriodWords map[string]string `json:"period_words"`
	// Copulas join an input's words to a value written after them: "the
	// type of obstacle is a human", "a project called Apollo".
	Copulas []string `json:"copulas"`
	// DegreeWords follow a copula's article as a degree, no value: "our
	// hotel is a bit out of town" says nothing of the hotel's name.
	DegreeWords []string `json:"degree_words"`
	// Synonyms are groups of words that name the same thing in inputs and
	// in requests: an id is spoken of as a number, a destination as "to".
	Synonyms [][]string `json:"synonyms"`
	// ToolVerbs are groups of verbs a request may use for the verb a
	// tool's name holds: "send it by Parcelforce" speaks of dispatch. They
	// place a call that no word or value of its own places (ownWords).
	ToolVerbs [][]string `json:"tool_verbs"`
	// KindHints tie an input's words to the kinds of value it takes: an id
	// takes a code, a name a proper name (kinds as [Kind.String] writes
	// them).
	KindHints []KindHint `json:"kind_hints"`
	// UnitClasses group units by what they measure: money, distance; a
	// rate written as one unit is of its quotient's class ("mbps":
	// "data/time"), as "megabits per second" is.
	UnitClasses map[string][]string `json:"unit_classes"`
	// UnitFactors convert between the units of a class, in a base unit
	// each (seconds, meters, grams): "5 minutes" for a duration in
	// seconds is 300. Units of other classes (money) are never converted.
	UnitFactors map[string]float64 `json:"unit_factors"`
	// CalendarFactors convert between the units of calendar time, whose
	// lengths in seconds vary, in months: a year is 12 months, exactly,
	// where a month is no whole number of weeks or days.
	CalendarFactors map[string]float64 `json:"calendar_factors"`
	// MinorCurrencyUnits are the hundredths of a currency: "28p", "50
	// cents" for a price (of class money, in no such unit) is 0.28, 0.5.
	// (No other money is converted: a rate of exchange is no constant.) A
	// unit here need not be money's elsewhere: "160P / 200C / 70F" are
	// grams of protein, carbohydrate and fat.
	MinorCurrencyUnits []string `json:"minor_currency_units"`
	// UnitAbbreviations are spellings of units that are common words
	// elsewhere ("in" for inch): read as units only in an enum of units,
	// whose member "in" the request writes "inches".
	UnitAbbreviations map[string]string `json:"unit_abbreviations"`
	// Names are the words refraction reads in tool, input and output
	// names.
	Names NameWords `json:"names"`
	// ClassWords say, in an input's name or description, which unit class
	// it takes: a budget takes money.
	ClassWords map[string][]string `json:"class_words"`
}

// NameWords are the words refraction reads in tool, input and output
// names (not in requests).
type NameWords struct {
	// Synonyms are groups of words APIs use interchangeably in names; each
	// word maps to its group's first.
	Synonyms [][]string `json:"synonyms"`
	// MadeUpPrefixes and MadeUpSuffixes are words a model adds to a name
	// it makes up: originalSkyId for skyId.
	MadeUpPrefixes []string `json:"made_up_prefixes"`
	MadeUpSuffixes []string `json:"made_up_suffixes"`
	// GenericHeads end names without saying what they are of: a city_name
	// is a city's.
	GenericHeads []string `json:"generic_heads"`
	// VocabularyWords name inputs that take a word of a fixed vocabulary
	// (a language, a currency), which another call's output seldom is.
	VocabularyWords []string `json:"vocabulary_words"`
	// PayloadNames are the names of inputs that take whatever value they
	// are given to work on: data, text, query.
	PayloadNames []string `json:"payload_names"`
	// ToWords and FromWords name a destination and a source.
	ToWords   []string `json:"to_words"`
	FromWords []string `json:"from_words"`
	// OutputLinks join an input's name to the result it is to take ("an
	// amount equal to the total"); WorkedOut say the result was worked
	// out ("the calculated total").
	OutputLinks []string `json:"output_links"`
	WorkedOut   []string `json:"worked_out"`
	// Prepositions name an input by its role alone: from, to.
	Prepositions []string `json:"prepositions"`
	// Placeholders are values a model writes where it has none: "string",
	// "TBD", "N/A" (as is an input's own name, or a word in brackets:
	// "<city>", "CITY_NAME"); not for an input whose name has a word of
	// TypeWords, which may take "string" as its value.
	Placeholders []string `json:"placeholders"`
	// TypeWords name inputs that take the name of a type or a format:
	// data_type, format, kind.
	TypeWords []string `json:"type_words"`
}

// ValueSet is a class of values inputs name by their head word.
type ValueSet struct {
	Inputs []string `json:"inputs"` // head words of the inputs that take the set: genre
	Values []string `json:"values"` // its members, lowercase: thriller, jazz
	// Modifiers are words written before a member that narrow it and are
	// part of the value: "warm gray", "light blue".
	Modifiers []string `json:"modifiers,omitempty"`
}

// KindHint ties input words to the kinds of value they take.
type KindHint struct {
	Words  []string `json:"words"`
	Prefer []string `json:"prefer"`
	Avoid  []string `json:"avoid"`
}

//go:embed lexicon.json
var defaultLexicon []byte

// DefaultLexicon returns a fresh copy of the default lexicon, for a caller
// to extend.
func DefaultLexicon() *Lexicon {
	l, err := ParseLexicon(defaultLexicon)
	if err != nil {
		panic("ground: the embedded lexicon does not parse: " + err.Error())
	}
	return l
}

// defaultCompiled is the embedded lexicon compiled once: every Grounder
// built without a Lexicon of its own shares it, read-only.
var defaultCompiled = sync.OnceValue(func() *lexicon { return compile(DefaultLexicon()) })

// ParseLexicon reads a lexicon written as lexicon.json is.
func ParseLexicon(data []byte) (*Lexicon, error) {
	var l Lexicon
	if err := json.Unmarshal(data, &l); err != nil {
		return nil, fmt.Errorf("ground: lexicon: %w", err)
	}
	for _, h := range l.KindHints {
		for _, k := range slices.Concat(h.Prefer, h.Avoid) {
			if _, ok := kindByName(k); !ok {
				return nil, fmt.Errorf("ground: lexicon: kind_hints: no kind %q", k)
			}
		}
	}
	return &l, nil
}
