package refract

import "math"

// Costs is the cost model: the price of each kind of edit. A repair's cost
// is the sum of its edits', and Refract returns a repair of minimum cost
// among those its moves reach. An edit that costs +Inf is never made: set
// Ask to math.Inf(1) for repairs that never ask.
//
// A zero field takes its default, field by field, as log/slog's options
// do: Costs{Ask: math.Inf(1)} changes the price of an ask and nothing
// else (to make an edit free, give it a tiny price). Negative fields are
// discounts on the edit they name.
//
// The order of the defaults is the design: fixing how a value is written
// is cheaper than a parameter name edit, which is cheaper than mapping a
// value to an existing output, than a new call, than asking the user, than
// deleting what the model wrote.
type Costs struct {
	// Coerce is a lossless type coercion the input's schema makes: "2"
	// -> 2, "true" -> true, x -> [x].
	Coerce float64
	// Syntax is a reference written in another syntax rewritten as one:
	// "$var1.price" or "{var1.price}" -> "$var1.price$".
	Syntax float64
	// Nest is an argument moved into the object input whose field it is:
	// start_date -> date_range.start_date.
	Nest float64
	// Placeholder is a placeholder value dropped ("<city>", "TBD"): the
	// input is then missing, and its value costs what a missing one does.
	Placeholder float64
	// Enum is an enum value fixed by case or separators (ECONOMY ->
	// economy); EnumNear one replaced by its nearest member (one or two
	// typos).
	Enum, EnumNear float64

	// Rename is a parameter name edit: it costs Rename + Dissimilar × (1 −
	// the similarity of the two names).
	Rename, Dissimilar float64
	// ToolRename is a tool name edit: ToolRename + ToolDissimilar × (1 −
	// similarity). A tool is renamed to a tool that takes the call's
	// arguments, so dissimilar names are priced lower than for
	// parameters.
	ToolRename, ToolDissimilar float64
	// Role is the discount on renaming a parameter to an input whose role
	// (a source, a destination) is the one the request gives the value
	// ("translate it to French" for target_language), and the surcharge
	// on one whose role it contradicts. RoleGuess is the discount on a
	// destination when the request says nothing: a lone value is more
	// often where to.
	Role, RoleGuess float64
	// Vocabulary is added to renaming an argument that holds a reference
	// to an input of a fixed vocabulary (a language, a code): another
	// call's output is content, not a word of a vocabulary.
	Vocabulary float64
	// Payload is the discount on renaming such an argument to a required
	// input that takes whatever it is given (text, data), down to Rename
	// at least.
	Payload float64

	// Label is a label added or changed; Field a reference's field
	// changed (plus Dissimilar × (1 − similarity)); Remap a reference
	// re-pointed to another call; LabelInside is added to a remap whose
	// label lies inside the sequence's numbering (var4 among var1..var5),
	// which names a missing call rather than a typo.
	Label, Field, Remap, LabelInside float64
	// FieldType is added to a reference whose output's type cannot feed
	// the input: a field change (a list of tracks for a track_id) or a
	// missing value mapped to an output (a list of orders for an
	// order_id). It is priced so that such a mapping costs more than an
	// ask, even at a close name: a wrong value is worse than an ask.
	FieldType float64
	// RemapOther is added to a remap to a label of another name, RemapStem
	// to one of the same stem with other digits (var2 for var21).
	RemapOther, RemapStem float64

	// Map is a missing value mapped to an earlier call's output: Map +
	// MapDissimilar × (1 − similarity of the output's and the input's
	// names).
	Map, MapDissimilar float64
	// MapShared is the discount on the output another call reads for an
	// input of the same name; MapSibling on the call a sibling input of
	// this call reads (destinationEntityId reads the call
	// destinationSkyId reads); MapReread is added to re-pointing a
	// reference to an output this call already reads for another argument
	// (a missing value never takes one: no call reads one output for two
	// inputs).
	MapShared, MapSibling, MapReread float64
	// MapNamed, MapDangling and MapDescribed are added to Map for the
	// output the request names as the value ("an amount equal to the
	// total"), the one output of the only earlier call nothing reads,
	// and the output of that call whose description speaks of the input.
	MapNamed, MapDangling, MapDescribed float64

	// Ground is a missing value taken from the user's request; GroundNamed
	// one the request names beside the input's words ("the order ID
	// 12345"), priced below a reference: the request's own value beats a
	// guess at an output. GroundMore is each further value a new call
	// takes from the request: the invention is the call.
	Ground, GroundNamed, GroundMore float64

	// Call is a new call, plus the values of its required inputs;
	// CallRank is added per rank of the call's tool below the best
	// producer of what it must output.
	Call, CallRank float64

	// Ask is a value asked of the user; AskMore each further value a new
	// call asks for (the user is interrupted once).
	Ask, AskMore float64
	// Delete is an argument deleted (the model's tokens are lost);
	// DeleteCall a call deleted.
	Delete, DeleteCall float64
}

// DefaultCosts returns the default cost model.
func DefaultCosts() Costs {
	return Costs{
		Coerce: 0.5, Syntax: 0.5, Nest: 0.5, Placeholder: 0.25, Enum: 0.5, EnumNear: 1.5,
		Rename: 1, Dissimilar: 9, ToolRename: 1, ToolDissimilar: 2,
		Role: 0.25, RoleGuess: 0.1, Vocabulary: 2, Payload: 1,
		Label: 1, Field: 1, FieldType: 4, Remap: 2, LabelInside: 20, RemapOther: 1, RemapStem: 0.3,
		Map: 2, MapDissimilar: 3, MapShared: -0.5, MapSibling: -0.5, MapReread: 3,
		MapNamed: 0.5, MapDangling: 2, MapDescribed: 1.5,
		Ground: 2.5, GroundNamed: 1.75, GroundMore: 0.5,
		Call: 4, CallRank: 3,
		Ask: 6, AskMore: 0.25,
		Delete: 8, DeleteCall: 16,
	}
}

// withDefaults fills c's zero fields from the defaults.
func (c Costs) withDefaults() Costs {
	d := DefaultCosts()
	for _, f := range []struct{ v, d *float64 }{
		{&c.Coerce, &d.Coerce}, {&c.Syntax, &d.Syntax}, {&c.Nest, &d.Nest}, {&c.Placeholder, &d.Placeholder}, {&c.Enum, &d.Enum}, {&c.EnumNear, &d.EnumNear},
		{&c.Rename, &d.Rename}, {&c.Dissimilar, &d.Dissimilar}, {&c.ToolRename, &d.ToolRename}, {&c.ToolDissimilar, &d.ToolDissimilar},
		{&c.Role, &d.Role}, {&c.RoleGuess, &d.RoleGuess}, {&c.Vocabulary, &d.Vocabulary}, {&c.Payload, &d.Payload},
		{&c.Label, &d.Label}, {&c.Field, &d.Field}, {&c.FieldType, &d.FieldType}, {&c.Remap, &d.Remap}, {&c.LabelInside, &d.LabelInside},
		{&c.RemapOther, &d.RemapOther}, {&c.RemapStem, &d.RemapStem},
		{&c.Map, &d.Map}, {&c.MapDissimilar, &d.MapDissimilar}, {&c.MapShared, &d.MapShared}, {&c.MapSibling, &d.MapSibling},
		{&c.MapReread, &d.MapReread}, {&c.MapNamed, &d.MapNamed}, {&c.MapDangling, &d.MapDangling}, {&c.MapDescribed, &d.MapDescribed},
		{&c.Ground, &d.Ground}, {&c.GroundNamed, &d.GroundNamed}, {&c.GroundMore, &d.GroundMore},
		{&c.Call, &d.Call}, {&c.CallRank, &d.CallRank}, {&c.Ask, &d.Ask}, {&c.AskMore, &d.AskMore},
		{&c.Delete, &d.Delete}, {&c.DeleteCall, &d.DeleteCall},
	} {
		if *f.v == 0 {
			*f.v = *f.d
		}
	}
	return c
}

// renameCost is the price of a parameter rename between names of the
// given similarity.
func (c *Costs) renameCost(sim float64) float64 { return c.Rename + c.Dissimilar*(1-sim) }

// toolRenameCost is the price of a tool rename.
func (c *Costs) toolRenameCost(sim float64) float64 { return c.ToolRename + c.ToolDissimilar*(1-sim) }

// mapCost is the price of mapping an input to an output of the given
// similarity.
func (c *Costs) mapCost(sim float64) float64 { return c.Map + c.MapDissimilar*(1-sim) }

// bound is the least an edit fixing an issue of kind k can cost: the
// search puts off the moves of an issue until that much could be the
// cheapest repair left, so a bound above a real move's price would break
// the minimum-cost guarantee. It takes every discount into account.
func (c *Costs) bound(k IssueKind) float64 {
	neg := func(x float64) float64 { return min(0, x) }
	var b float64
	switch k {
	case UnknownTool:
		b = min(c.ToolRename, c.DeleteCall)
	case UnknownParam:
		b = min(c.Rename-max(c.Role, c.RoleGuess, 0), c.Nest, c.Delete)
	case MissingRequired:
		b = min(c.Map+neg(c.MapShared)+neg(c.MapSibling)+neg(c.FieldType), c.Map+neg(c.MapSibling)+neg(c.FieldType)+min(0, c.MapNamed, c.MapDangling, c.MapDescribed),
			c.Ground, c.GroundNamed, c.Ask)
	case DuplicateLabel:
		b = c.Label
	case UndefinedRef:
		b = min(c.Label, c.Remap+min(c.RemapOther, c.RemapStem), c.Call, c.Ask)
	case BadField:
		b = min(c.Field+neg(c.FieldType), c.Ask)
	case TypeMismatch:
		b = min(c.Coerce, c.Ask)
	case BadEnum:
		b = min(c.Enum, c.EnumNear, c.Ask)
	case MalformedRef:
		b = min(c.Syntax, c.Ask)
	case Placeholder:
		b = c.Placeholder
	}
	if math.IsInf(b, 0) || math.IsNaN(b) {
		return b
	}
	return max(0, b-0.001) // edit costs are rounded to 0.001
}
