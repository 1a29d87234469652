// Package ground finds, in a user's request, the values a tool call's
// inputs should take: the grounding step of static refraction
// (package nodes/refract), usable on its own.
//
// A Grounder reads a request once into typed candidate values (Read):
// quoted strings (in quotation marks, guillemets or backticks), the values
// of fields a request writes as a form ("username: mchen, role: editor"),
// proper-noun spans that stop at sentence and clause boundaries, numbers
// with their units (a decimal comma and thousands points as much of Europe
// writes them), dates and times in the common written forms, codes and
// identifiers, e-mail addresses, URLs, paths, street addresses, lists,
// demonyms and plain words. For each input to
// fill, every candidate is scored (Fill) on general evidence, each piece a
// feature with a signed weight in Weights: the input's name, synonym or
// description words near the candidate, the fit of its kind to the input's
// type and format, the value being used already by another argument,
// agreement with how the sequence writes the same or a sibling input, a
// rival input's words nearer to the candidate, the request taking the
// value back, and so on. An input is
// filled only when its best candidate reaches Threshold and beats the best
// candidate of another value by Margin; otherwise it is asked for
// (Choice.Found false), since a wrong value is worse than an ask.
//
// The value is written as the sequence and the catalog write the input: a
// date in the form the sequence uses for it or a sibling ("March 3, 2025"
// or "2025-03-03"), ISO when nothing says otherwise; numbers as integers or
// floats as the sequence does; units converted to the one the input's name
// or description asks for.
//
// # Words as data
//
// Every word list grounding reads (months, number words, synonyms, units
// and their factors, currencies' and countries' names and codes, kind
// hints, clause words, demonyms, negations, the phrases that take a value
// back ("not 07:00", "No wait, make it a medium"), value sets (the common genres,
// seasons, shapes an input's name may ask for), the words that end
// organizations' names (Inc., Bank), the kinds of things a request names
// by a word before them ("the webapp repo"), words that point to a value
// without stating it ("the original repo"), pairs such as origin and
// destination, and the name words refraction uses) is in lexicon.json,
// embedded, documented field by field in Lexicon. A new
// domain adds words there, or passes its own Lexicon in Config; it does
// not change code.
//
// # Calibration
//
// The weights were fitted by a conditional logistic regression over the
// candidates of every fill decision in mutate.py variants of two corpora
// from different generators (NESTFUL and NesTools; scripts/groundfit), and
// Threshold and Margin chosen on the curve below so that wrong values stay
// rare on both. One decision is one input whose gold value is a literal, in
// a missing_required_param or missing_step variant (seed 1): 813 on
// NESTFUL, 1,045 on NesTools. Recall is the share filled with the gold's
// value; wrong is the share filled with another value (the rest are asked).
// Margin 1.5 throughout, enum inputs at EnumThreshold (measured with the
// rules of November 28, 2026, the decisions as scripts/groundfit -defaults
// reads them; the weights are those fitted before them, but Lone, Measured
// and Dropped, set by hand):
//
//	threshold | NESTFUL recall  wrong | NesTools recall  wrong
//	      0.0 |          67.0%   3.0% |           68.9%   6.7%
//	      1.0 |          66.9%   2.7% |           67.8%   6.0%
//	      2.0 |          66.3%   1.7% |           65.5%   3.7%
//	      2.5 |          64.3%   1.0% |           62.8%   3.0%
//	      3.0 |          64.3%   0.9% |           60.3%   2.0%   (default)
//	      3.5 |          61.0%   0.9% |           54.6%   1.6%
//	      4.0 |          58.4%   0.9% |           50.4%   1.4%
//
// The default, 3 and 1.5, is the lowest threshold at which wrong fills stay
// near 2% of decisions on both corpora. An input with an enum takes a
// member the request names at EnumThreshold, 1.5, and an input whose
// words prefer a demonym (a cuisine, a language) one the request names
// where it speaks of the call: a closed set narrows the value as other
// evidence does (counted in the eleventh round: 32 enum fills on NESTFUL,
// none wrong, NesTools' catalogs declaring no enums; 24 demonym fills on
// both, one wrong). Callers that prefer fewer asks to
// fewer wrong values lower it in Config.Weights; refraction's defensive
// mode asks the caller to confirm grounded values instead.
package ground
