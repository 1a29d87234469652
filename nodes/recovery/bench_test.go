package recovery_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/recovery"
	"github.com/mendgraph/mend/state"
)

// BenchmarkCorpus recovers every reply of the corpus, timing each one:
// p50-ns and p99-ns are per message, over every message of every
// iteration. json-ns is encoding/json decoding the same texts into an
// any, for scale (most are not JSON, and it fails on them fast).
func BenchmarkCorpus(b *testing.B) {
	cases := loadCorpus(b)
	type item struct {
		r   *recovery.Recoverer
		msg state.Message
	}
	items := make([]item, len(cases))
	for i, c := range cases {
		r, msg := c.setup(b)
		items[i] = item{r, msg}
	}
	b.Run("recover", func(b *testing.B) {
		var d []time.Duration
		b.ReportAllocs()
		for b.Loop() {
			for _, it := range items {
				start := time.Now()
				it.r.Message(it.msg)
				d = append(d, time.Since(start))
			}
		}
		slices.Sort(d)
		b.ReportMetric(float64(d[len(d)/2].Nanoseconds()), "p50-ns")
		b.ReportMetric(float64(d[len(d)*99/100].Nanoseconds()), "p99-ns")
		b.ReportMetric(0, "ns/op")
	})
	b.Run("encoding-json", func(b *testing.B) {
		var d []time.Duration
		for b.Loop() {
			for _, it := range items {
				start := time.Now()
				var v any
				json.Unmarshal([]byte(it.msg.TextContent()), &v)
				d = append(d, time.Since(start))
			}
		}
		slices.Sort(d)
		b.ReportMetric(float64(d[len(d)/2].Nanoseconds()), "p50-ns")
		b.ReportMetric(float64(d[len(d)*99/100].Nanoseconds()), "p99-ns")
		b.ReportMetric(0, "ns/op")
	})
}

// BenchmarkValidNative is a message whose native call is valid: returned
// as it is, at no cost but one validation.
func BenchmarkValidNative(b *testing.B) {
	r := recovery.New(weatherTools(b), recovery.Config{})
	msg := state.NewMessage(llms.ChatMessageTypeAI, llms.ToolCall{ID: "c1", Type: "function", FunctionCall: &llms.FunctionCall{Name: "get_weather", Arguments: `{"city":"Paris","units":"celsius"}`}})
	b.ReportAllocs()
	for b.Loop() {
		r.Message(msg)
	}
}

// BenchmarkHostile recovers replies of 1 KB to 16 MB made of a pattern
// repeated, as a model caught in a loop writes them: ns/B, the time per
// byte, stays flat when recovery is linear.
func BenchmarkHostile(b *testing.B) {
	r := recovery.New(weatherTools(b), recovery.Config{MaxBytes: 32 << 20})
	for _, p := range []struct{ name, pattern string }{
		{"open-name", `{"name": `},
		{"calls", `{"name": "get_weather", "arguments": {"city": "Paris"}} `},
		{"tags", `<tool_call>{"name": "get_weather", `},
		{"python", `[get_weather(city="`},
		{"prose", `Let me check the weather (in Paris) for you {soon}. `},
		{"xml", `<function=get_weather><parameter=city>Paris<invoke name="get_weather">`},
		{"tokens", `<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": `},
		{"deepseek", "<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"city\": "},
		{"harmony", `to=functions.get_weather <|constrain|>json<|message|>{"city": "`},
		{"fences", "```json\n{\"name\": \"get_weather\", "},
		{"markers", `[TOOL_CALLS]functools[Action: >>>get_weather <tool_call><think>`},
	} {
		for _, n := range []int{1 << 10, 64 << 10, 1 << 20, 20 << 20} {
			text := string(bytes.Repeat([]byte(p.pattern), n/len(p.pattern)+1)[:n])
			b.Run(fmt.Sprintf("%s/%dKB", p.name, n>>10), func(b *testing.B) {
				b.SetBytes(int64(n))
				for b.Loop() {
					if _, err := r.Text(text); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/B")
			})
		}
	}
}
