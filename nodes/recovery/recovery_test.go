package recovery_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/recovery"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/tool"
)

type Weather struct {
	City  string `json:"city"`
	Units string `json:"units,omitempty" validate:"omitempty,oneof=celsius fahrenheit"`
}

func weatherTools(t testing.TB) []*tool.Tool {
	w, err := tool.Of[Weather]("get_weather", "Get the current weather for a city.")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tool.FromDefinition(llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: "get_stock_price",
		Description: "Get the latest stock price.", Parameters: json.RawMessage(`{"type":"object","properties":{"symbol":{"type":"string"}},"required":["symbol"]}`)}})
	if err != nil {
		t.Fatal(err)
	}
	return []*tool.Tool{w, s}
}

func text(s string) state.Message { return state.Text(llms.ChatMessageTypeAI, s) }

func Example() {
	r := recovery.New(weatherTools(nil), recovery.Config{})
	msg := text("Let me check.\n<tool_call>\n{'name': 'GetWeather', 'arguments': {'city': 'Paris', 'units': 'Celsius'}}\n</tool_call>")
	out, res, _ := r.Message(msg)
	for _, c := range out.ToolCalls() {
		fmt.Println(c.FunctionCall.Name, c.FunctionCall.Arguments, strings.HasPrefix(c.ID, "call_"))
	}
	fmt.Printf("text left: %q\n", out.TextContent())
	for _, rp := range res.Repairs {
		fmt.Println("-", rp.Kind+":", rp.Detail)
	}
	// Output:
	// get_weather {"city":"Paris","units":"celsius"} true
	// text left: "Let me check."
	// - format: written in the hermes format
	// - name: "GetWeather" is the tool get_weather
	// - json: single quotes
	// - coerce: /units enum: "Celsius" -> "celsius"
	// - text: 1 call recovered from the text, which was removed
}

func TestMessage(t *testing.T) {
	r := recovery.New(weatherTools(t), recovery.Config{})
	out, res, err := r.Message(text(`I'll look it up. {"name": "get_weather", "arguments": {"city": "Oslo"}}`))
	if err != nil || len(res.Calls) != 1 {
		t.Fatalf("%v %+v", err, res)
	}
	calls := out.ToolCalls()
	if len(calls) != 1 || len(out.Recovered) != 1 || out.Recovered[0] != calls[0].ID || out.TextContent() != "I'll look it up." {
		t.Fatalf("message %+v", out)
	}
	// Two recoveries give two IDs.
	out2, _, _ := r.Message(text(`{"name": "get_weather", "arguments": {"city": "Oslo"}}`))
	if out2.ToolCalls()[0].ID == calls[0].ID {
		t.Fatal("IDs repeat")
	}
	// Nothing to recover: the message comes back as it is.
	plain := text("It is sunny in Oslo.")
	if got, res, _ := r.Message(plain); got.TextContent() != plain.TextContent() || len(res.Calls)+len(res.Rejected) != 0 || got.HasToolCalls() {
		t.Fatalf("%+v", got)
	}
}

func TestRejected(t *testing.T) {
	r := recovery.New(weatherTools(t), recovery.Config{})
	out, res, _ := r.Message(text(`<tool_call>{"name": "delete_everything", "arguments": {}}</tool_call>`))
	if out.HasToolCalls() || len(res.Rejected) != 1 || res.Rejected[0].Name != "delete_everything" || res.Rejected[0].Format != "hermes" {
		t.Fatalf("%+v %+v", out, res)
	}
	// A name key that names no tool, with no arguments key, is data, not a call.
	_, res, _ = r.Message(text(`{"name": "Paris", "population": 2102650}`))
	if len(res.Rejected)+len(res.Calls) != 0 {
		t.Fatalf("%+v", res)
	}
}

// TestValidNativeCalls: a message whose native calls are valid comes back
// as it is, without allocating.
func TestValidNativeCalls(t *testing.T) {
	r := recovery.New(weatherTools(t), recovery.Config{})
	msg := state.NewMessage(llms.ChatMessageTypeAI, llms.ToolCall{ID: "c1", Type: "function", FunctionCall: &llms.FunctionCall{Name: "get_weather", Arguments: `{"city":"Paris"}`}})
	if allocs := testing.AllocsPerRun(200, func() { r.Message(msg) }); allocs != 0 {
		t.Fatalf("%v allocations", allocs)
	}
	out, res, _ := r.Message(msg)
	if len(res.Repairs) != 0 || out.Parts[0].(llms.ToolCall).FunctionCall != msg.Parts[0].(llms.ToolCall).FunctionCall {
		t.Fatal("a valid call was touched")
	}
}

// TestNativeRepairs: a malformed native call is repaired in place, its ID kept.
func TestNativeRepairs(t *testing.T) {
	r := recovery.New(weatherTools(t), recovery.Config{})
	for _, c := range []struct{ name, args, want string }{
		{"get_weather", `"{\"city\": \"Paris\"}"`, `{"city":"Paris"}`},
		{"get_weather", `{'city': 'Paris'}`, `{"city":"Paris"}`},
		{"getWeather", `{"city": "Paris"}`, `{"city": "Paris"}`}, // JSON as it stands is kept byte for byte
		{"get_weather", "```json\n{\"city\": \"Paris\"}\n```", `{"city":"Paris"}`},
		{"get_weather", `{"city": "Paris", "units": "FAHRENHEIT"}`, `{"city": "Paris", "units": "fahrenheit"}`},
		{"get_weather", `{"name": "get_weather", "arguments": {"city": "Paris"}}`, `{"city":"Paris"}`},
	} {
		fixed, reps, rej := r.Call(llms.ToolCall{ID: "c9", Type: "function", FunctionCall: &llms.FunctionCall{Name: c.name, Arguments: c.args}})
		if rej != nil || fixed.ID != "c9" || fixed.FunctionCall.Name != "get_weather" || fixed.FunctionCall.Arguments != c.want || len(reps) == 0 {
			t.Errorf("%s %s: %+v %v %v", c.name, c.args, fixed.FunctionCall, reps, rej)
		}
	}
	if _, _, rej := r.Call(llms.ToolCall{ID: "c", FunctionCall: &llms.FunctionCall{Name: "rm_rf", Arguments: `{}`}}); rej == nil {
		t.Error("a call to an unknown tool was not rejected")
	}
}

func TestTooLarge(t *testing.T) {
	r := recovery.New(weatherTools(t), recovery.Config{MaxBytes: 100})
	_, err := r.Text(strings.Repeat("x", 101))
	if !errors.Is(err, recovery.ErrTooLarge) || !strings.Contains(err.Error(), "101 bytes, over the 100-byte cap") {
		t.Fatalf("err = %v", err)
	}
}

// FuzzText: recovery never panics or hangs, and every call it returns is
// to an offered tool, with JSON arguments that the tool's schema either
// accepts or rejects with violations (never a syntax error).
func FuzzText(f *testing.F) {
	for _, c := range loadCorpus(f) {
		f.Add(c.Message.Content)
	}
	for _, s := range []string{`{"name": {"name": {"name": `, "[f(", "<tool_call>", "```tool_code\nget_weather(city=", `to=functions.get_weather<|message|>{`, "<function=get_weather><parameter=city>"} {
		f.Add(s)
	}
	tools := weatherTools(f)
	r := recovery.New(tools, recovery.Config{})
	f.Fuzz(func(t *testing.T, s string) {
		tm := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow: %q", s)) })
		defer tm.Stop()
		res, err := r.Text(s)
		if err != nil {
			return
		}
		for _, c := range res.Calls {
			var tl *tool.Tool
			for _, x := range tools {
				if x.Name() == c.FunctionCall.Name {
					tl = x
				}
			}
			if tl == nil {
				t.Fatalf("a call to %q, which was not offered", c.FunctionCall.Name)
			}
			if !json.Valid([]byte(c.FunctionCall.Arguments)) {
				t.Fatalf("arguments %q are not JSON (from %q)", c.FunctionCall.Arguments, s)
			}
			if err := tl.Schema().ValidateString(c.FunctionCall.Arguments); err != nil && strings.Contains(err.Error(), "syntax") {
				t.Fatalf("arguments %q: %v", c.FunctionCall.Arguments, err)
			}
		}
		for _, c := range res.Calls {
			if strings.Contains(res.Text, c.FunctionCall.Arguments) && len(c.FunctionCall.Arguments) > 20 {
				t.Logf("the text still holds the call's arguments: %q", res.Text)
			}
		}
	})
}
