package ground

import (
	"maps"
	"slices"
	"strings"
	"time"
)

// The lexicon compiled for reading: each list of Lexicon as a set or a
// table, stemmed where words are compared by stem, built once per
// Grounder (compile).

// lexicon is a Lexicon compiled for lookups.
type lexicon struct {
	months            map[string]int
	weekdays          set
	weekdayNum        map[string]time.Weekday // Weekdays by name and by three letters, Monday first
	numbers           map[string]int
	clockWords        map[string]string            // ClockWords
	minusWords        set                          // MinusWords
	utcWords          set                          // UTCWords
	decimalWords      set                          // DecimalWords
	compoundUnits     map[string]map[string]string // CompoundUnits
	bareUnits         map[string]string            // BareUnits, by the larger unit's stem
	episodeMarks      map[string]string            // EpisodeMarks: a letter, lowercase, and its number's unit, stemmed
	tempScales        map[string]string            // TemperatureScales, by stem
	minorUnits        set                          // MinorCurrencyUnits, stems
	textCues          []textCueSet                 // TextCues
	rangeStops        set                          // RangeStops
	belowZero         [][]string                   // BelowZero, as words
	declineWords      set                          // DeclineWords
	multiples         map[string]int               // Multiples
	collective        set                          // CollectiveNumbers
	countedThings     set                          // CountedThings, stemmed
	countedForms      set                          // CountedForms
	taxonInputs       set                          // TaxonInputs, stemmed
	exprWords         set                          // ExpressionWords, stemmed
	identInputs       set                          // IdentInputs
	routeInputs       set                          // RouteInputs
	flightInputs      set                          // FlightInputs
	flightShapes      []string                     // FlightShapes
	approxSuffixes    []string                     // ApproxSuffixes
	anchorCues        set                          // AnchorCues
	relativeDays      map[string]int               // RelativeDays
	nextWords         set                          // NextWords
	enumAliases       map[string][]string          // EnumAliases
	spokenMarks       map[string]string            // SpokenMarks
	digitWords        map[string]int               // DigitWords
	hemispheres       map[string]int               // Hemispheres
	fractions         map[string]float64           // FractionWords
	clockOffsets      [][]string                   // ClockOffsets' phrases, in words
	clockOffset       map[string]int               // ClockOffsets
	dayParts          map[string]int               // DayParts
	ordinals          map[string]int
	scales            map[string]int
	abbrev            set
	titles            set
	placeTitles       set // PlaceTitles
	possessiveTitles  set // PossessiveTitles
	clause            set
	common            set
	stop              set
	connectors        set
	nameConn          set
	determiner        set
	generic           set // stems
	demonyms          set
	langs             codeTable // LanguageCodes, LanguageCodeCues
	currencies        codeTable // CurrencyCodes, CurrencyCodeCues
	countries         codeTable // CountryCodes, CountryCodeCues
	handleWords       set       // HandleWords
	tagWords          set       // TagWords
	currencyWords     set       // CurrencyWords
	qualifier         set
	referring         set // ReferringWords
	instance          set // InstanceWords
	copula            set
	toolVerbs         map[string][]string // a tool verb's stem: the stems of the others of its group (ToolVerbs)
	degree            set                 // DegreeWords
	verbMarkers       set
	flagWords         set
	flagOpposite      map[string][]string // FlagOpposites, by stem, both ways
	pairs             map[[2]string]bool  // a pair's two words' stems, first and second
	pairFirst         map[string]bool     // the stems of pairs' first words
	pairSecond        map[string]bool     // and of their second words
	patterns          [][2]string
	placeJoiners      set                // PlaceJoiners
	compared          map[[2]string]bool // ComparedPairs' stems
	sideBySide        map[[2]string]bool // SideBySidePairs' stems
	joiners           set                // PairJoiners
	versus            set                // VersusWords
	versusList        []string           // VersusWords, in order
	rangeJoiners      set                // RangeJoiners
	splits            map[[2]string]bool // SplitNames
	placeCues         set                // PlaceCues
	directionCues     set                // DirectionCues
	constants         []string
	options           []string
	examples          []string // ExampleCues
	countWords        set
	compoundSuffixes  set      // CompoundSuffixes
	weekdayCues       []string // WeekdayCues
	dayWords          set      // DayWords
	companionWords    set      // CompanionWords
	companionInputs   set      // CompanionInputs
	imperative        set
	roleOnly          set // Names.Prepositions: names that say an input's role alone
	locatives         set
	pronouns          set
	personPronouns    set // PersonPronouns
	agentMarkers      set // AgentMarkers
	onStreet          set // StreetLocatives
	forward           set
	target            set
	namingVerbs       set
	nameWords         set // stems
	properNames       set // ProperNameWords
	plainNames        set // PlainNameWords
	works             set // WorkWords, stems
	owners            set // OwnerWords, stems
	verbatim          set // VerbatimWords
	token             set // TokenWords
	dateWords         set
	dateList          []string // DateDescriptionWords
	timeWords         set
	idWords           set
	textIDWords       set               // TextIDWords
	recordWords       set               // RecordWords
	recordEnds        set               // their last words
	postal            set               // PostalWords
	postcodes         []string          // PostcodeShapes
	plates            []string          // PlateShapes
	plateWords        set               // PlateWords
	caseWords         []caseWord        // CaseWords, longest phrase first
	occurrences       set               // OccurrenceWords
	countPhrases      []string          // CountPhrases
	repeats           set               // RepeatWords
	topicWords        set               // TopicWords
	topicCues         set               // TopicCues
	pointing          set               // PointingWords
	pointingEnds      set               // PointingEnds
	companySuffix     set               // CompanySuffixes
	bounds            set               // BoundWords, stemmed
	anaphors          set               // Anaphors
	corrections       [][]string        // Corrections, in words
	cueStarts         set               // the first words of Corrections, Negators, StaleCues and ClockOffsets
	negators          [][]string        // Negators, in words
	staleCues         [][]string        // StaleCues, in words
	placeAnaphors     set               // PlaceAnaphors
	speakers          set               // Speakers
	measure           set               // MeasureWords, stemmed
	periods           map[string]string // PeriodWords
	periodNouns       set               // PeriodWords' periods: night, day, week
	personCues        set               // PersonCues
	rate              set               // RateWords
	percent           []string          // PercentWords
	fraction          []string          // FractionCues
	placeWords        set
	orgWords          set        // OrganizationWords, lowercase, without a final period
	orgInputs         set        // OrganizationInputs, stemmed
	personIns         set        // PersonInputs, stemmed
	served            set        // ServedRoles, stemmed
	selfIntros        [][]string // SelfIntroductions, split into words
	acronymIns        set        // AcronymInputs, stemmed
	rankIns           set        // RankInputs, stemmed
	rankCues          set        // RankCues
	streetWords       set
	familyStreet      set        // FamilyStreetWords
	adjSuffixes       []string   // AdjectiveSuffixes
	streetFirst       set        // StreetFirstWords
	streetSuffix      []string   // StreetSuffixes
	addressUnit       set        // AddressUnits
	firstNames        [][]string // FirstNameInputs, each split into words
	lastNames         [][]string // LastNameInputs, each split into words
	negations         set
	postNegations     set                 // PostNegations
	noneMembers       set                 // NoneMembers
	kinship           set                 // KinshipWords
	household         set                 // HouseholdWords
	nounSuffixes      []string            // NounSuffixes
	objectMarkers     set                 // ObjectMarkers
	complementVerbs   set                 // ComplementVerbs, stemmed
	particles         set                 // Particles
	digitsOnly        []string            // DigitsOnlyCues
	occurrenceNumbers map[string]int      // OccurrenceNumbers
	scoreScales       []int               // ScoreScales
	changeVerbs       set                 // ChangeVerbs
	purpose           set                 // PurposeWords
	changeAdverbs     set                 // ChangeAdverbs
	oldValue          set                 // OldValueWords
	subjectVerbs      set                 // SubjectVerbs
	subjectAdverbs    set                 // SubjectAdverbs
	clauseInputs      set                 // ClauseInputs
	memberGroups      map[string][]string // MemberGroups
	groupFirst        set                 // the first words of MemberGroups' phrases of two words
	positionLabels    set                 // PositionLabels
	unitModifiers     set                 // UnitModifiers
	currencySigns     map[string]string   // CurrencySigns
	calendar          map[string]float64  // CalendarFactors, by stem
	synonyms          map[string][]string // a word's stem -> the stems of its groups' words
	kindPrefer        map[string][]Kind
	kindAvoid         map[string][]Kind
	unitClass         map[string]string  // a unit's stem -> its class
	otherClass        map[string]string  // a unit's stem -> its second class, for a unit in two ("pound": mass, then money)
	factors           map[string]float64 // a unit's stem -> its size in its class's base unit
	unitAbbrev        map[string]string  // UnitAbbreviations
	classOfWord       map[string]string  // a word's stem -> the class it asks for
	valueSets         map[string]set     // an input head word's stem -> the members of its ValueSets
	setModifiers      map[string]set     // an input head word's stem -> its ValueSets' Modifiers
	longestSet        int                // the most words a ValueSets member has
}

type set map[string]bool

func setOf(words []string) set {
	s := make(set, len(words))
	for _, w := range words {
		s[strings.ToLower(w)] = true
	}
	return s
}

func stemSet(words []string) set {
	s := make(set, len(words))
	for _, w := range words {
		s[stem(strings.ToLower(w))] = true
	}
	return s
}

// stemGroups maps each phrase of groups of words that say the same, its
// words stemmed ("up to"), to the others of its group, stemmed: Synonyms,
// ToolVerbs.
func stemGroups(groups [][]string) map[string][]string {
	stemAll := func(w string) string {
		f := strings.Fields(w)
		for i := range f {
			f[i] = stem(f[i])
		}
		return strings.Join(f, " ")
	}
	out := map[string][]string{}
	for _, g := range groups {
		for _, w := range g {
			sw := stemAll(w)
			for _, x := range g {
				if sx := stemAll(x); sx != sw && !slices.Contains(out[sw], sx) {
					out[sw] = append(out[sw], sx)
				}
			}
		}
	}
	return out
}

func compile(l *Lexicon) *lexicon {
	c := &lexicon{
		months: l.Months, weekdays: setOf(l.Weekdays), numbers: l.NumberWords, ordinals: l.Ordinals, scales: l.Scales,
		abbrev: setOf(l.Abbreviations), titles: setOf(l.Titles), clause: setOf(l.ClauseWords), common: setOf(l.CommonWords), imperative: setOf(l.Imperatives),
		stop: setOf(l.StopWords), connectors: setOf(l.Connectors), nameConn: setOf(l.NameConnectors), determiner: setOf(l.Determiners),
		generic: stemSet(l.GenericWords), demonyms: setOf(l.Demonyms), langs: newCodeTable(l.LanguageCodes, l.LanguageCodeCues), currencies: newCodeTable(l.CurrencyCodes, l.CurrencyCodeCues), countries: newCodeTable(l.CountryCodes, l.CountryCodeCues), handleWords: setOf(l.HandleWords), tagWords: setOf(l.TagWords), currencyWords: setOf(l.CurrencyWords), qualifier: setOf(slices.Concat(l.QualifierWords, l.InstanceWords)), instance: setOf(l.InstanceWords), referring: setOf(l.ReferringWords), copula: setOf(l.Copulas), degree: setOf(l.DegreeWords), verbMarkers: setOf(l.VerbMarkers), flagWords: setOf(l.FlagWords), negations: setOf(l.Negations), postNegations: setOf(l.PostNegations), kindPrefer: map[string][]Kind{},
		kindAvoid: map[string][]Kind{}, unitClass: map[string]string{}, otherClass: map[string]string{}, classOfWord: map[string]string{},
	}
	c.synonyms, c.toolVerbs = stemGroups(l.Synonyms), stemGroups(l.ToolVerbs)
	for _, h := range l.KindHints {
		for _, w := range h.Words {
			for _, k := range h.Prefer {
				kind, _ := kindByName(k)
				c.kindPrefer[stem(w)] = append(c.kindPrefer[stem(w)], kind)
			}
			for _, k := range h.Avoid {
				kind, _ := kindByName(k)
				c.kindAvoid[stem(w)] = append(c.kindAvoid[stem(w)], kind)
			}
		}
	}
	// An input's reading takes these slices as they are and appends its
	// own kinds to them ("Pickup time": a time); at full capacity, an
	// append copies, where it would write into the lexicon's spare room,
	// which every other reading of the same word shares.
	for w, ks := range c.kindPrefer {
		c.kindPrefer[w] = slices.Clip(ks)
	}
	for w, ks := range c.kindAvoid {
		c.kindAvoid[w] = slices.Clip(ks)
	}
	// A unit in two classes ("pound": mass and money), or two units with
	// one stem ("gbps" and "gbp"), is resolved the same in every process:
	// a unit written as its stem wins over one that stems to it, then the
	// first class by name; a unit written as its stem keeps its second
	// class too (otherClass), which an input whose name says no class
	// takes as well ("Amount to load in pounds": £15). (Ranging over the map let the last write win
	// at random.)
	classes := slices.Sorted(maps.Keys(l.UnitClasses))
	for _, exact := range []bool{true, false} {
		for _, class := range classes {
			for _, u := range l.UnitClasses[class] {
				st := stem(u)
				if first, set := c.unitClass[st]; !set && (st == strings.ToLower(u)) == exact {
					c.unitClass[st] = class
				} else if set && first != class && exact {
					c.otherClass[st] = class
				}
			}
		}
	}
	c.constants = l.ConstantCues
	c.options, c.examples = l.OptionCues, l.ExampleCues
	c.countWords = setOf(l.CountWords)
	c.companionWords, c.companionInputs, c.compoundSuffixes, c.weekdayCues = setOf(l.CompanionWords), setOf(l.CompanionInputs), setOf(l.CompoundSuffixes), l.WeekdayCues
	c.dayWords = setOf(l.DayWords)
	c.roleOnly = setOf(l.Names.Prepositions)
	c.locatives, c.onStreet, c.pronouns, c.personPronouns = setOf(l.Locatives), setOf(l.StreetLocatives), setOf(l.Pronouns), setOf(l.PersonPronouns)
	c.agentMarkers = setOf(l.AgentMarkers)
	c.forward = setOf(l.ForwardCues)
	c.target = setOf(l.TargetCues)
	c.placeCues, c.directionCues = setOf(l.PlaceCues), setOf(l.DirectionCues)
	c.splits = map[[2]string]bool{}
	for _, p := range l.SplitNames {
		c.splits[[2]string{strings.ToLower(p[0]), strings.ToLower(p[1])}] = true
	}
	c.namingVerbs, c.nameWords, c.properNames, c.plainNames, c.works = setOf(l.NamingVerbs), stemSet(l.NameWords), setOf(l.ProperNameWords), setOf(l.PlainNameWords), stemSet(l.WorkWords)
	c.owners = stemSet(l.OwnerWords)
	c.verbatim = setOf(l.VerbatimWords)
	c.token = setOf(l.TokenWords)
	c.dateWords, c.timeWords, c.idWords, c.textIDWords = setOf(l.DateWords), setOf(l.TimeWords), setOf(l.IDWords), setOf(l.TextIDWords)
	c.recordWords, c.recordEnds = setOf(l.RecordWords), set{}
	for _, w := range l.RecordWords {
		c.recordEnds[w[strings.LastIndexByte(w, ' ')+1:]] = true
	}
	c.postal, c.postcodes, c.occurrences, c.countPhrases = setOf(l.PostalWords), l.PostcodeShapes, setOf(l.OccurrenceWords), l.CountPhrases
	c.plates, c.plateWords = l.PlateShapes, setOf(l.PlateWords)
	c.repeats = setOf(l.RepeatWords)
	for _, p := range slices.Sorted(maps.Keys(l.CaseWords)) {
		c.caseWords = append(c.caseWords, caseWord{phrase: p, letters: l.CaseWords[p]})
	}
	slices.SortStableFunc(c.caseWords, func(a, b caseWord) int { return len(b.phrase) - len(a.phrase) })
	c.topicWords, c.topicCues = setOf(l.TopicWords), setOf(l.TopicCues)
	c.pointing, c.pointingEnds = setOf(l.PointingWords), setOf(l.PointingEnds)
	c.companySuffix = setOf(l.CompanySuffixes)
	c.bounds = stemSet(l.BoundWords)
	c.anaphors = setOf(l.Anaphors)
	c.corrections, c.negators, c.staleCues = phrasesOf(l.Corrections), phrasesOf(l.Negators), phrasesOf(l.StaleCues)
	c.clockWords, c.clockOffset, c.dayParts, c.fractions = l.ClockWords, l.ClockOffsets, l.DayParts, l.FractionWords
	c.minusWords, c.hemispheres, c.enumAliases = setOf(l.MinusWords), l.Hemispheres, l.EnumAliases
	c.spokenMarks, c.digitWords, c.approxSuffixes, c.multiples, c.collective, c.countedThings, c.exprWords, c.identInputs = l.SpokenMarks, l.DigitWords, l.ApproxSuffixes, l.Multiples, setOf(l.CollectiveNumbers), stemSet(l.CountedThings), stemSet(l.ExpressionWords), setOf(l.IdentInputs)
	c.routeInputs, c.flightInputs, c.flightShapes = setOf(l.RouteInputs), setOf(l.FlightInputs), l.FlightShapes
	c.countedForms = setOf(l.CountedForms)
	c.taxonInputs = stemSet(l.TaxonInputs)
	c.declineWords = setOf(l.DeclineWords)
	for _, p := range l.BelowZero {
		c.belowZero = append(c.belowZero, strings.Fields(p))
	}
	c.rangeStops, c.compoundUnits = setOf(l.RangeStops), l.CompoundUnits
	c.bareUnits = make(map[string]string, len(l.BareUnits))
	for u, bare := range l.BareUnits {
		c.bareUnits[stem(u)] = bare // (a unit is read by its stem: "minut" of "minute")
	}
	c.clauseInputs = setOf(l.ClauseInputs)
	c.digitsOnly, c.occurrenceNumbers, c.scoreScales, c.changeVerbs, c.purpose, c.changeAdverbs, c.oldValue, c.subjectVerbs, c.memberGroups, c.positionLabels = l.DigitsOnlyCues, l.OccurrenceNumbers, l.ScoreScales, stemSet(l.ChangeVerbs), setOf(l.PurposeWords), setOf(l.ChangeAdverbs), setOf(l.OldValueWords), setOf(l.SubjectVerbs), l.MemberGroups, setOf(l.PositionLabels)
	c.subjectAdverbs = setOf(l.SubjectAdverbs)
	c.unitModifiers, c.currencySigns, c.noneMembers = setOf(l.UnitModifiers), l.CurrencySigns, setOf(l.NoneMembers)
	c.kinship = setOf(l.KinshipWords)
	c.household = setOf(l.HouseholdWords)
	c.nounSuffixes = l.NounSuffixes
	c.objectMarkers, c.complementVerbs, c.particles = setOf(l.ObjectMarkers), stemSet(l.ComplementVerbs), setOf(l.Particles)
	c.placeTitles = setOf(l.PlaceTitles)
	c.possessiveTitles = setOf(l.PossessiveTitles)
	c.flagOpposite = map[string][]string{}
	for _, p := range l.FlagOpposites {
		a, b := stem(p[0]), stem(p[1])
		c.flagOpposite[a], c.flagOpposite[b] = append(c.flagOpposite[a], b), append(c.flagOpposite[b], a)
	}
	c.groupFirst = set{}
	for phrase := range l.MemberGroups {
		if first, _, ok := strings.Cut(phrase, " "); ok {
			c.groupFirst[first] = true
		}
	}
	c.calendar = map[string]float64{}
	for u, f := range l.CalendarFactors {
		c.calendar[stem(u)] = f
	}
	c.episodeMarks = map[string]string{}
	for mark, unit := range l.EpisodeMarks {
		c.episodeMarks[strings.ToLower(mark)] = stem(unit)
	}
	c.utcWords, c.decimalWords = setOf(l.UTCWords), setOf(l.DecimalWords)
	c.weekdayNum = map[string]time.Weekday{}
	for i, w := range l.Weekdays {
		d := time.Weekday((i + 1) % 7) // Monday first
		c.weekdayNum[w] = d
		if len(w) > 3 {
			c.weekdayNum[w[:3]] = d
		}
	}
	c.tempScales, c.minorUnits = map[string]string{}, stemSet(l.MinorCurrencyUnits)
	for u, sc := range l.TemperatureScales {
		c.tempScales[stem(u)] = sc
	}
	for _, tc := range l.TextCues {
		set := textCueSet{inputs: setOf(tc.Inputs), verbs: setOf(tc.Verbs), Whole: tc.Whole}
		for _, cue := range tc.Cues {
			set.cues = append(set.cues, strings.Fields(cue))
		}
		c.textCues = append(c.textCues, set)
	}
	c.anchorCues, c.relativeDays, c.nextWords = setOf(l.AnchorCues), l.RelativeDays, setOf(l.NextWords)
	c.clockOffsets = phrasesOf(slices.Sorted(maps.Keys(l.ClockOffsets)))
	c.cueStarts = set{}
	for _, ps := range [][][]string{c.corrections, c.negators, c.staleCues, c.clockOffsets} {
		for _, p := range ps {
			c.cueStarts[p[0]] = true
		}
	}
	c.placeAnaphors = setOf(l.PlaceAnaphors)
	c.speakers = setOf(l.Speakers)
	c.measure = stemSet(l.MeasureWords)
	c.rate, c.periods, c.personCues = setOf(l.RateWords), l.PeriodWords, setOf(l.PersonCues)
	c.periodNouns = setOf(slices.Collect(maps.Values(l.PeriodWords)))
	c.percent, c.fraction, c.dateList = l.PercentWords, l.FractionCues, l.DateDescriptionWords
	c.placeWords = stemSet(l.PlaceWords)
	c.orgWords, c.orgInputs, c.acronymIns = set{}, stemSet(l.OrganizationInputs), stemSet(l.AcronymInputs)
	c.personIns = stemSet(l.PersonInputs)
	c.served = stemSet(l.ServedRoles)
	for _, p := range l.SelfIntroductions {
		c.selfIntros = append(c.selfIntros, strings.Fields(p))
	}
	c.rankIns, c.rankCues = stemSet(l.RankInputs), setOf(l.RankCues)
	for _, w := range l.OrganizationWords {
		c.orgWords[strings.TrimSuffix(strings.ToLower(w), ".")] = true
	}
	c.streetWords = setOf(l.StreetWords)
	c.familyStreet = setOf(l.FamilyStreetWords)
	c.adjSuffixes = l.AdjectiveSuffixes
	c.streetFirst, c.streetSuffix = setOf(l.StreetFirstWords), l.StreetSuffixes
	c.addressUnit = setOf(l.AddressUnits)
	for _, w := range l.FirstNameInputs {
		c.firstNames = append(c.firstNames, strings.Fields(strings.ToLower(w)))
	}
	for _, w := range l.LastNameInputs {
		c.lastNames = append(c.lastNames, strings.Fields(strings.ToLower(w)))
	}
	// A word may begin several pairs (departure and arrival, departure
	// and return): the pairs are a set, not a map from one word.
	c.pairs, c.pairFirst, c.pairSecond, c.patterns = map[[2]string]bool{}, map[string]bool{}, map[string]bool{}, l.PairPatterns
	c.placeJoiners = setOf(l.PlaceJoiners)
	for _, cue := range l.QuantityPairCues {
		// a quantity's pattern has no first word: pairPlaces reads its X
		// as the unit right after a number
		c.patterns = append(c.patterns[:len(c.patterns):len(c.patterns)], [2]string{"", cue})
	}
	for _, p := range l.Pairs {
		a, b := stem(p[0]), stem(p[1])
		c.pairs[[2]string{a, b}], c.pairFirst[a], c.pairSecond[b] = true, true, true
	}
	c.compared, c.joiners, c.rangeJoiners, c.versus = map[[2]string]bool{}, setOf(l.PairJoiners), setOf(l.RangeJoiners), setOf(l.VersusWords)
	c.versusList = l.VersusWords
	c.sideBySide = map[[2]string]bool{}
	for _, p := range l.SideBySidePairs {
		c.sideBySide[[2]string{stem(p[0]), stem(p[1])}] = true
	}
	for _, p := range l.ComparedPairs {
		a, b := stem(p[0]), stem(p[1])
		c.pairs[[2]string{a, b}], c.pairFirst[a], c.pairSecond[b] = true, true, true
		c.compared[[2]string{a, b}] = true
	}
	c.factors, c.unitAbbrev = map[string]float64{}, l.UnitAbbreviations
	for _, u := range slices.Sorted(maps.Keys(l.UnitFactors)) {
		if _, set := c.factors[stem(u)]; !set {
			c.factors[stem(u)] = l.UnitFactors[u]
		}
	}
	c.valueSets = map[string]set{}
	sets := l.ValueSets
	if len(l.CurrencyCodes) > 0 {
		// a currency's names are its value set
		sets = append(slices.Clip(sets), ValueSet{Inputs: []string{"currency"}, Values: slices.Sorted(maps.Keys(l.CurrencyCodes))})
	}
	for _, vs := range sets {
		for _, in := range vs.Inputs {
			st := stem(strings.ToLower(in))
			if c.valueSets[st] == nil {
				c.valueSets[st] = set{}
			}
			for _, v := range vs.Values {
				c.valueSets[st][strings.ToLower(v)] = true
				c.longestSet = max(c.longestSet, len(strings.Fields(v)))
			}
			for _, m := range vs.Modifiers {
				if c.setModifiers == nil {
					c.setModifiers = map[string]set{}
				}
				if c.setModifiers[st] == nil {
					c.setModifiers[st] = set{}
				}
				c.setModifiers[st][strings.ToLower(m)] = true
			}
		}
	}
	for _, class := range slices.Sorted(maps.Keys(l.ClassWords)) {
		for _, w := range l.ClassWords[class] {
			if _, set := c.classOfWord[stem(w)]; !set {
				c.classOfWord[stem(w)] = class
			}
		}
	}
	return c
}

// classOf returns a unit's class, a rate's ("liter/kilometer") the
// quotient of its units' ("volume/distance"), or "" for no unit.
func (lx *lexicon) classOf(unit string) string {
	if a, b, ok := strings.Cut(unit, "/"); ok {
		ca, cb := lx.unitClass[a], lx.unitClass[b]
		if ca == "" || cb == "" || strings.Contains(b, "/") {
			return ""
		}
		return ca + "/" + cb
	}
	return lx.unitClass[unit]
}

// factor returns a unit's factor to its class's base unit and its class:
// a rate ("kilometer/hour", "m/s") is its units' quotient, of the class
// "distance/time".
func (lx *lexicon) factor(unit string) (float64, string, bool) {
	if a, b, ok := strings.Cut(unit, "/"); ok {
		fa, ok1 := lx.factors[a]
		fb, ok2 := lx.factors[b]
		if !ok1 || !ok2 || fb == 0 || strings.Contains(b, "/") {
			return 0, "", false
		}
		return fa / fb, lx.classOf(unit), true
	}
	f, ok := lx.factors[unit]
	return f, lx.classOf(unit), ok
}

// caseWord is a phrase of Lexicon.CaseWords and the case it asks for.
type caseWord struct{ phrase, letters string }
