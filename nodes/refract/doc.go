// Package refract repairs sequences of tool calls without a model, from
// the tool specifications alone, in the manner of IBM's refraction: a
// misspelled or made-up tool, a wrong or missing output label, a missing or
// made-up parameter, a reference to an unknown variable or to a field the
// tool does not output, a reference written in another syntax
// ("$var1.price", "{var1.price}"), a missing step, a literal of the wrong
// type, an enum value in the wrong case. Where a value cannot be known it
// asks.
//
//	cat, err := refract.LoadCatalog(catalogJSON)
//	res := refract.New(cat, refract.Config{}).Refract(ctx, calls, request)
//	fmt.Println(res.Verdict)       // valid, repaired, unrepairable or unknown
//	fmt.Println(res.Diff(calls))   // the seed's diff
//	res.Calls, res.Edits, res.Asks // the repair, what changed and why, the slot-fills
//
// # The search
//
// A repair is a set of edits; its cost is the sum of theirs ([Costs]).
// Refract runs a uniform-cost search over partial repairs: it takes the
// cheapest, tries every way of fixing every one of its problems, and stops
// at the first partial repair with no problem left, which is then a repair
// of minimum cost among those its moves can make (ties go to the repair
// found first, so results are deterministic; TestMinimalAgainstBruteForce
// checks this against exhaustive enumeration). All problems are expanded,
// not the first: the moves for one depend on the others (a producer whose
// output nothing reads is a candidate for a lost value until a reference
// to it is fixed). A sequence reached twice is searched once, and each
// problem's moves are generated only when their lower bound is the
// cheapest cost left, so that the dear ones (finding a call to insert,
// ranking the catalog's tools) are seldom computed. The moves for each
// problem:
//
//   - unknown tool: rename to one of the four tools that fit the call best
//     (the arguments they take, the outputs later calls read from it, the
//     names); the arguments that then do not fit cost their own repairs, so
//     the whole call's fit decides, not the string distance;
//   - unknown parameter: rename to an input the call lacks, at a cost that
//     grows with the names' dissimilarity (an unrelated name costs more
//     than deleting the argument); move it into the object input whose
//     schema names it as a field, as models flatten nested arguments
//     (start_date into date_range); or delete it;
//   - missing required input: the reference another call gives an input of
//     the same name; an earlier output whose field it names
//     (originSkyId <- $var1.skyId$, not one the call already reads), or, with
//     looser names, the output of a call nothing else reads; a value from
//     the user's request (see Grounding); the literal other tools' calls
//     give an input of its name, when the request writes it in words
//     grounding reads as no value where it speaks of this call alone ("plant
//     corn ... the harvesting of the corn"); for an input that carries a
//     payload (data, text, amount...) or an id, the one output no call reads
//     ("calculate the GCD, then encrypt the result") unless the request
//     names the result it takes ("amount as the calculated discount
//     amount"); never a value that makes the call another call of its tool
//     over again, nor an output the call reads for another argument; or ask;
//   - reference to an unbound label: label the earlier call that outputs
//     what is read (its own label unused), re-point the reference to
//     another call that outputs the field, or insert the call that produces
//     it (with asks for its inputs); asking is a last resort, for values a
//     tool should have produced are seldom known to the user. The call is
//     chosen by name (a word of the request, "search" and its synonyms, the
//     readers' words), never one that needs what it would produce nor one
//     that already reads the missing label (the forecast that reads
//     $var1.location.name$ did not produce it), ties going to the family of
//     tools the sequence calls; it goes before its first reader and before
//     any call numbered past it. Its inputs are filled as the sequence
//     writes them: the value the other tools' calls agree on (not one a
//     call of the same tool already has: the second airport is the other
//     city; nor when another call reads the input from a result), the
//     request's (its first input, when it names a thing, takes the
//     request's one unused proper name; a pair such as start_date and
//     end_date takes the request's pair of dates in order, a source and a
//     destination the pair the tool's own verb joins by "to": "Convert 100
//     USD to EUR"), defaults where the sequence spells defaults out or
//     gives no sign either way (or as [Config.Defaults] says), an optional input's value when the request
//     says it ("with limit 100", "a compact car", "vegetarian recipes", "up
//     to 50 results" for a limit, "a rating of at least 4" for
//     min_rating); a required input takes the value grounding finds in the
//     request, else an earlier output (one of the input's own name beats a
//     value the request gives apart from the input's words), never one
//     another input of the call reads; what cannot be known is asked;
//   - reference to a field the tool lacks: its most similar field, or ask;
//   - a placeholder where the model had no value ("<city>", "{city}",
//     "CITY_NAME" or "city" for city, "TBD", "N/A", null; the words as data,
//     ground.NameWords.Placeholders): dropped, and the input, then missing,
//     repaired as one ("What is the weather in Lisbon?" gives Lisbon);
//   - a reference written in another syntax, whose label an earlier call
//     binds: "$var1.price" without its closing "$" (the peer's docs show a
//     model writing it; the peer reads it as text), "${var1.price}",
//     "{var1.price}", "{{ var1.price }}", or "var1.price" bare when that
//     call's tool outputs price: the reference, or ask;
//   - a literal of the wrong type: a lossless coercion ("2" -> 2,
//     "true" -> true, 10 -> "10", x -> [x]); for a numeric input, a
//     quantity with its unit read as grounding reads a request ("75kg",
//     "165 lbs" for weight_kg: 74.84); for an array input, a list written
//     as one string read as grounding reads a list ("news, tech and ai"
//     is three tags; "San Francisco, CA" is one); or ask;
//   - an enum value: the member equal up to case or separators, the one
//     member one or two typos away, the one member it abbreviates or that
//     abbreviates it ("F" for fahrenheit, "Celsius" for C), or ask;
//   - a label bound twice: the second binding gets a fresh label.
//
// A reference to a label inside the sequence's numbering (var4 among
// var1..var5) names a call that is missing rather than mistyping another:
// re-pointing it costs [Costs.LabelInside] more, so the missing producer is
// inserted; a label past the numbering (var20, var7 among var1..var5) was
// made up, and is re-pointed.
//
// Unlike the reference implementation, which compiles the problem for a
// classical planner (about 0.7 s per sequence), refract searches in Go in
// microseconds, handles types and enums, picks among equal mappings by
// score rather than at random, relabels a call rather than duplicating it,
// and takes values from the user's request when they are certain.
//
// # Grounding
//
// A value the sequence lost is taken from the user's request only when
// there is no doubt: the request names the input and gives the value right
// after it ("a weight of 75", "due date of '2023-01-01'", "from English"),
// or a quoted value right before the input's own word ("in 'UPC-A' format"),
// or, of the values of the input's kind it mentions (dates, numbers,
// quoted strings, enum members), exactly one is not used by the sequence
// (a number the request says more often than the sequence uses it is not
// used up); the two rules must not disagree, and a value another call
// already uses is left to a reference. For an input that takes the name of
// a thing (a query, a name, a city), when nothing earlier outputs it, the
// one proper name of the request no call uses: a run of capitalized words
// that is no month, weekday, "I" or tool name, and is not glued to more
// (nothing is taken of "Sony WH-1000XM4" or "PlayStation 5"). E-mail
// addresses and URLs are read whole and fill only inputs of their kind.
// Dates are normalised to ISO 8601 (or kept as MM/DD/YYYY when the request
// writes them so and nothing asks for ISO), quoted dates included,
// percentages to fractions where an input takes "a decimal", durations to
// the unit its description names. A number written with % goes only to a
// rate or a percentage, and one written with a unit of time ("10 years")
// only to an input that takes a span of time. A grounded member of a pair
// is written in its partner's case ("french" beside "english"). A wrong
// value is worse than a question.
//
// # Defensive mode
//
// With [Config.Defensive], the result also lists a confirm for every value
// the repair invented: a mapped, grounded or re-pointed value, a changed
// field, the use of a new call's output.
package refract
