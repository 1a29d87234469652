package provider_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/scripted"
)

func TestCapsOf(t *testing.T) {
	for wire, want := range map[replay.Wire]provider.Caps{
		replay.OpenAI:    {Name: "openai", NativeTools: true, ToolChoice: true, CallIDs: true},
		replay.Anthropic: {Name: "anthropic", NativeTools: true, CallIDs: true},
		replay.GoogleAI:  {Name: "googleai", NativeTools: true, SchemaSubset: true},
		replay.Ollama:    {Name: "ollama"},
	} {
		srv := replay.NewSequence(wire)
		if got := provider.CapsOf(clientFor(t, wire, srv)); got != want {
			t.Errorf("%s: %+v, want %+v", wire, got, want)
		}
		srv.Close()
	}
	if got := provider.CapsOf(scripted.New()); !got.NativeTools || !got.ToolChoice || got.Name != "" {
		t.Errorf("an unknown model: %+v", got)
	}
}

var weatherTool = llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: "get_weather", Description: "Current weather.",
	Parameters: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"},"units":{"enum":["metric","imperial"]}},"required":["city"]}`)}}

func TestAdaptNoNativeTools(t *testing.T) {
	msgs := []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, "Be brief."),
		llms.TextParts(llms.ChatMessageTypeHuman, "Weather in Paris?"),
		{Role: llms.ChatMessageTypeAI, Parts: []llms.ContentPart{llms.TextContent{Text: "Let me check."}, scripted.Call("c1", "get_weather", `{"city":"Paris","units":"kelvin"}`)}},
		{Role: llms.ChatMessageTypeTool, Parts: []llms.ContentPart{llms.ToolCallResponse{ToolCallID: "c1", Name: "get_weather", Content: "units: want one of metric, imperial"}}},
	}
	opts := []llms.CallOption{llms.WithTools([]llms.Tool{weatherTool}), llms.WithToolChoice("required")}
	out, outOpts := provider.Adapt(provider.Caps{Name: "ollama"}, msgs, opts)
	var co llms.CallOptions
	for _, o := range outOpts {
		o(&co)
	}
	if len(co.Tools) != 0 {
		t.Fatalf("tools still sent: %v", co.Tools)
	}
	if len(out) != 4 {
		t.Fatalf("%d messages", len(out))
	}
	for i, m := range out {
		if len(m.Parts) != 1 {
			t.Fatalf("message %d has %d parts", i, len(m.Parts))
		}
		if _, ok := m.Parts[0].(llms.TextContent); !ok {
			t.Fatalf("message %d: %T", i, m.Parts[0])
		}
	}
	sys := out[0].Parts[0].(llms.TextContent).Text
	if !strings.HasPrefix(sys, "Be brief.\n\n") || !strings.Contains(sys, "get_weather: Current weather.") || !strings.Contains(sys, "You must call a tool.") {
		t.Fatalf("system prompt:\n%s", sys)
	}
	if got := out[2].Parts[0].(llms.TextContent).Text; got != "Let me check.\n"+`{"name":"get_weather","arguments":{"city":"Paris","units":"kelvin"}}` {
		t.Fatalf("the call as text: %q", got)
	}
	if out[3].Role != llms.ChatMessageTypeHuman || !strings.Contains(out[3].Parts[0].(llms.TextContent).Text, "Result of the call to get_weather (c1)") {
		t.Fatalf("the result: %+v", out[3])
	}
	if msgs[2].Parts[1].(llms.ToolCall).ID != "c1" || len(msgs[0].Parts) != 1 || msgs[0].Parts[0].(llms.TextContent).Text != "Be brief." {
		t.Fatal("Adapt modified its input")
	}
}

func TestAdaptToolChoice(t *testing.T) {
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Weather in Paris?")}
	choice := llms.ToolChoice{Type: "function", Function: &llms.FunctionReference{Name: "get_weather"}}
	opts := []llms.CallOption{llms.WithTools([]llms.Tool{weatherTool}), llms.WithToolChoice(choice)}
	out, outOpts := provider.Adapt(provider.Caps{Name: "anthropic", NativeTools: true, CallIDs: true}, msgs, opts)
	if len(out) != 2 || out[0].Role != llms.ChatMessageTypeSystem || out[0].Parts[0].(llms.TextContent).Text != "Answer with a call to the tool get_weather." {
		t.Fatalf("%+v", out)
	}
	if len(outOpts) != len(opts) {
		t.Fatal("options changed for a client with native tools")
	}
	same, sameOpts := provider.Adapt(provider.Caps{NativeTools: true, ToolChoice: true}, msgs, opts)
	if &same[0] != &msgs[0] || len(sameOpts) != len(opts) {
		t.Fatal("a capable client's call was adapted")
	}
}

func TestSubset(t *testing.T) {
	params := json.RawMessage(`{
		"$defs": {"Leg": {"type": "object", "properties": {"from": {"type": "string", "format": "date"}, "next": {"$ref": "#/$defs/Leg"}}, "required": ["from"]}},
		"type": "object",
		"properties": {
			"units": {"enum": ["metric", "imperial"], "description": "Units."},
			"note": {"type": ["string", "null"]},
			"leg": {"anyOf": [{"type": "null"}, {"$ref": "#/$defs/Leg"}]},
			"legs": {"type": "array", "items": {"$ref": "#/$defs/Leg"}, "minItems": 1},
			"both": {"allOf": [{"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}, {"properties": {"b": {"type": "boolean"}}}]}
		},
		"required": ["units", "legs"]
	}`)
	out := provider.Subset(params).(map[string]any)
	got, _ := json.Marshal(out)
	s := string(got)
	for _, bad := range []string{"$ref", "$defs", "anyOf", "allOf", `"enum"`, `"null"`, `"format"`, `"minItems"`} {
		if strings.Contains(s, bad) {
			t.Errorf("the subset keeps %s: %s", bad, s)
		}
	}
	for _, want := range []string{`"units":{"description":"Units. One of: \"metric\", \"imperial\".","type":"string"}`, `"note":{"type":"string"}`,
		`"required":["units","legs"]`, `"both":{"properties":{"a":{"type":"integer"},"b":{"type":"boolean"}},"required":["a"],"type":"object"}`,
		`"description":"format: \"date\"."`, `"next":{"description":"(the same shape as its enclosing Leg)","type":"object"}`} {
		if !strings.Contains(s, want) {
			t.Errorf("the subset lacks %s:\n%s", want, s)
		}
	}
	var walk func(v any)
	walk = func(v any) { // every schema the googleai client reads has a string type
		m, ok := v.(map[string]any)
		if !ok {
			return
		}
		if _, ok := m["type"].(string); !ok {
			t.Errorf("a schema without a type: %v", m)
		}
		if p, ok := m["properties"].(map[string]any); ok {
			for _, x := range p {
				walk(x)
			}
		}
		walk(m["items"])
	}
	walk(out)
	if len(s) > 2000 {
		t.Errorf("a recursive definition was expanded: %d bytes", len(s))
	}
	// A tree whose nodes refer to their definition twice is not expanded
	// into 2^depth copies.
	tree := map[string]any{"$defs": map[string]any{"T": map[string]any{"type": "object", "properties": map[string]any{
		"l": map[string]any{"$ref": "#/$defs/T"}, "r": map[string]any{"$ref": "#/$defs/T"}}}},
		"type": "object", "properties": map[string]any{"root": map[string]any{"$ref": "#/$defs/T"}}}
	if b, _ := json.Marshal(provider.Subset(tree)); len(b) > 1000 {
		t.Errorf("a tree: %d bytes", len(b))
	}
}

func TestDescribe(t *testing.T) {
	for wire, want := range map[replay.Wire]string{
		replay.OpenAI: "openai", replay.Anthropic: "anthropic", replay.GoogleAI: "gcp.gemini", replay.Ollama: "ollama",
	} {
		srv := replay.NewSequence(wire)
		d := provider.Describe(clientFor(t, wire, srv))
		srv.Close()
		if d.Provider != want || d.Model == "" {
			t.Errorf("%s: %+v, want provider %q and a model", wire, d, want)
		}
	}
	if d := provider.Describe(scripted.New()); d.Provider != "scripted" {
		t.Errorf("an unknown model: %+v", d)
	}
	if d := provider.Describe(nil); d != (provider.Description{}) {
		t.Errorf("nil: %+v", d)
	}
}
