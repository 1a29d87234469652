// Package tool defines the tools a model may call, and checks the arguments
// of a call against them.
//
// A tool comes from a Go type, whose JSON Schema is generated from the
// struct, or from a JSON Schema the caller already has:
//
//	type BookFlight struct {
//		From   string `json:"from" validate:"required,len=3" description:"IATA code of the departure airport"`
//		To     string `json:"to" validate:"required,len=3"`
//		Date   string `json:"date" validate:"required,datetime=2006-01-02"`
//		Cabin  string `json:"cabin,omitempty" validate:"omitempty,oneof=economy business first"`
//		Adults int    `json:"adults" validate:"min=1,max=9"`
//	}
//
//	book, err := tool.Of[BookFlight]("book_flight", "Book a flight.")
//	search, err := tool.FromDefinition(existingLLMTool)
//
// Generated schemas use the JSON field names; fields without omitempty (or
// with validate:"required") are required; undeclared properties are
// rejected; descriptions come from a description (or doc) tag; validate tags
// that JSON Schema can express become schema keywords (required, oneof as
// enum, min/max/gte/lte/gt/lt/len as bounds on numbers, lengths or item
// counts, email, url/uri, datetime=2006-01-02 as formats, dive for items).
//
// [Tool.Check] validates arguments as JSON text in one pass (package
// schema); for a Go-typed tool, arguments that pass the schema are then
// decoded into the type and checked with its validator/v10 rules and, if
// the type has one, its Validate() error method, for semantic rules no
// schema can state. Every problem is reported, each with the RFC 6901
// pointer of the value at fault, built from JSON names.
package tool
