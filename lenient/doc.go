// Package lenient reads the JSON that language models write, which is
// often not JSON: single quotes, unquoted keys and bare-word values,
// Python's None, True and False, trailing commas, comments, raw newlines
// and invalid escapes inside strings, quotes left unescaped inside a
// string, missing commas between members, and output cut off in the middle
// of an object or a string.
//
//	v, n, repairs, err := lenient.Parse([]byte(`{city: 'Paris', units: "metric",}`), lenient.Options{})
//	v.JSON()  // {"city":"Paris","units":"metric"}
//	repairs   // unquoted keys, single quotes, trailing commas
//
// Parse reads one value and says where it ended and what it repaired, so
// that a caller scanning a model's reply for JSON can go on after it. It
// runs in time linear in its input and its memory is bounded by the input
// and [Options.MaxDepth]; it never panics. A Value keeps the order of an
// object's members.
package lenient
