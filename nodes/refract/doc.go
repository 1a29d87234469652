// Package refract repairs sequences of tool calls without a model, from
// the tool specifications alone, in the manner of IBM's refraction: a
// misspelled or made-up tool, a wrong or missing output label, a missing or
// made-up parameter, a reference to an unknown variable or to a field the
// tool does not output, a missing step, a literal of the wrong type, an
// enum value in the wrong case. Where a value cannot be known it asks.
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
// Refract runs a uniform-cost search: it takes the first problem of the
// cheapest partial repair, tries every way of fixing it, and stops at the
// first partial repair with no problem left, which is then a repair of
// minimum cost among those its moves can make (ties go to the repair found
// first, so results are deterministic). The moves for each problem:
//
//   - unknown tool: rename to one of the four tools that fit the call best
//     (the arguments they take, the outputs later calls read from it, the
//     names); the arguments that then do not fit cost their own repairs, so
//     the whole call's fit decides, not the string distance;
//   - unknown parameter: rename to an input the call lacks, at a cost that
//     grows with the names' dissimilarity (an unrelated name costs more
//     than deleting the argument), or delete it;
//   - missing required input: map it to an earlier output whose field it
//     names (originSkyId <- $var1.skyId$, not one the call already reads),
//     take it from the user's request when exactly one date or number fits,
//     or ask;
//   - reference to an unbound label: label the earlier call that outputs
//     what is read (its own label unused), re-point the reference to
//     another call that outputs the field, or insert the call that produces
//     it (with asks for its inputs); asking is a last resort, for values a
//     tool should have produced are seldom known to the user;
//   - reference to a field the tool lacks: its most similar field, or ask;
//   - a literal of the wrong type: a lossless coercion ("2" -> 2,
//     "true" -> true, 10 -> "10", x -> [x]), or ask;
//   - an enum value: the member equal up to case or separators, the one
//     member one or two typos away, or ask;
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
// # Defensive mode
//
// With [Config.Defensive], the result also lists a confirm for every value
// the repair invented: a mapped, grounded or re-pointed value, a changed
// field, the use of a new call's output.
package refract
