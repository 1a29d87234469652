// Package provider is how mend talks to model providers through
// langchaingo's clients: what each client can send and read back
// ([Caps], [Adapt]), and what a failed call means ([Classify], [Error]):
// worth retrying later (a rate limit, a server error, a timeout, a dropped
// connection) or not (a bad key, a bad request, no such model, a content
// filter, a prompt too long, no quota left).
//
// # Failures
//
// langchaingo's clients return their provider's failures as plain text
// ("API returned unexpected status code: 429: ...") and drop the response
// headers, Retry-After among them. [Classify] reads what they leave, in
// one place; to keep the status, the provider's error code and the wait it
// asks for, give the client this package's HTTP client ([NewClient]), whose
// errors are *Error values read from the response itself. An *Error says
// whether it is transient (it has the Transient and RetryDelay methods
// graph.RetryPolicy looks for), so strategies.Loop retries a model call
// that failed transiently, and only that.
//
// # What each client supports, and what mend does about it
//
// (langchaingo v0.1.14; [CapsOf] recognises the client by its type.)
//
//	client     tools  tool_choice  call IDs  what mend does
//	openai     yes    yes          yes       nothing: also Ollama's /v1, vLLM, LM Studio and other compatible servers
//	anthropic  yes    never sent   yes       asks for the required call in the system prompt; the validator
//	                                         feeds back a reply without one; history.Repair splits multi-part
//	                                         assistant messages, of which the client sends only the first part
//	googleai   yes    never sent   none      as anthropic for the tool choice; gives each call an ID; lowers tool
//	                                         parameters to the schema subset the client converts (no $ref, anyOf,
//	                                         enum, type lists: see [Subset]), the validator checking the full schema
//	ollama     none   none         none      the native /api/chat client sends no tools and rejects tool calls and
//	                                         results in the history: tools are described in the system prompt,
//	                                         calls and results written as text, and the reply's calls recovered
//	                                         from its text by the validator; use the openai client on Ollama's /v1
//	                                         endpoint for native tool calls
package provider
