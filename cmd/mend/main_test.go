package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mendgraph/mend/nodes/refract"
)

// mend runs the command line with args and stdin, and returns its exit
// status, stdout and stderr.
func mend(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(t.Context(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// outputLines decodes JSON Lines output by id, in order.
func outputLines(t *testing.T, out string) (map[string]map[string]json.RawMessage, []string) {
	t.Helper()
	got := map[string]map[string]json.RawMessage{}
	var order []string
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("output line %q: %v", sc.Text(), err)
		}
		var id string
		_ = json.Unmarshal(m["id"], &id)
		got[id] = m
		order = append(order, id)
	}
	return got, order
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"-h"}, {"--help"}, {"help"}} {
		code, out, _ := mend(t, "", args...)
		if code != 0 || !strings.Contains(out, "Commands:") || !strings.Contains(out, "refract") {
			t.Errorf("mend %v: exit %d\n%s", args, code, out)
		}
	}
	for _, args := range [][]string{{"refract", "-h"}, {"refract", "--help"}, {"help", "refract"}} {
		code, out, _ := mend(t, "", args...)
		if code != 0 || !strings.Contains(out, `{"id", "repaired": [calls]`) || !strings.Contains(out, "-catalog-root") {
			t.Errorf("mend %v: exit %d\n%s", args, code, out)
		}
	}
	if code, out, _ := mend(t, "", "version"); code != 0 || !strings.HasPrefix(out, "mend ") {
		t.Errorf("version: %d %q", code, out)
	}
	if code, _, errOut := mend(t, "", "nope"); code != 2 || !strings.Contains(errOut, `unknown command "nope"`) {
		t.Errorf("unknown command: %d %q", code, errOut)
	}
	if code, _, errOut := mend(t, "", "refract", "--nope"); code != 2 || !strings.Contains(errOut, "flag provided but not defined") {
		t.Errorf("bad flag: %d %q", code, errOut)
	}
}

func TestRefractLines(t *testing.T) {
	in := strings.Join([]string{
		// a valid sequence comes back unchanged, compacted
		`{"id": "ok", "catalog_ref": "nestful-executable/catalog.json", "faulty": [{"label": "var1", "name": "SkyScrapperSearchAirport", "args": {"query":"London"}}]}`,
		// a misspelled tool is repaired
		`{"id": "typo", "catalog_ref": "nestful-executable/catalog.json", "faulty": [{"label": "var1", "name": "SkyScraperSearchAirport", "args": {"query": "London"}}]}`,
		// an inline catalog; a missing required value is asked for
		`{"id": "inline", "catalog": {"tools": [{"name": "f", "inputs": [{"name": "x", "type": "integer", "required": true}], "outputs": []}]}, "faulty": [{"label": null, "name": "f", "args": {}}]}`,
		`not json`,
		`{"id": "nocat", "faulty": []}`,
		`{"id": "badref", "catalog_ref": "nope/catalog.json", "faulty": []}`,
		`{"id": "badcalls", "catalog_ref": "nestful-executable/catalog.json", "faulty": {"name": 1}}`,
		``,
		// a line over the cap is an error line with its id, and the run goes on
		`{"id": "huge", "catalog_ref": "nestful-executable/catalog.json", "input": "` + strings.Repeat("x", 2000) + `", "faulty": []}`,
		`{"id": "last", "catalog_ref": "nestful-executable/catalog.json", "faulty": []}`,
	}, "\n")
	code, out, errOut := mend(t, in, "refract", "--catalog-root", "../../testdata/corpus", "--max-line", "1000")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got, order := outputLines(t, out)
	want := []string{"ok", "typo", "inline", "line 4", "nocat", "badref", "badcalls", "huge", "last"}
	if strings.Join(order, ",") != strings.Join(want, ",") {
		t.Fatalf("ids %v, want %v", order, want)
	}
	if string(got["ok"]["repaired"]) != `[{"label":"var1","name":"SkyScrapperSearchAirport","args":{"query":"London"}}]` {
		t.Errorf("valid sequence changed: %s", got["ok"]["repaired"])
	}
	if !strings.Contains(string(got["typo"]["repaired"]), `"SkyScrapperSearchAirport"`) || string(got["typo"]["verdict"]) != `"repaired"` {
		t.Errorf("typo: %s %s", got["typo"]["verdict"], got["typo"]["repaired"])
	}
	if !strings.Contains(string(got["inline"]["repaired"]), `{"$ask":"x"}`) || !strings.Contains(string(got["inline"]["asks"]), `"x"`) {
		t.Errorf("inline: %s asks %s", got["inline"]["repaired"], got["inline"]["asks"])
	}
	for _, id := range []string{"line 4", "nocat", "badref", "badcalls", "huge"} {
		if len(got[id]["error"]) == 0 || len(got[id]) != 2 {
			t.Errorf("%s: an error line holds id and error only: %v", id, got[id])
		}
	}
	if !strings.Contains(string(got["huge"]["error"]), "over the 1000-byte cap") {
		t.Errorf("huge: %s", got["huge"]["error"])
	}
	if !strings.Contains(errOut, "9 lines: 2 valid, 2 repaired, 0 unrepairable, 0 unknown, 5 failed") {
		t.Errorf("summary: %q", errOut)
	}
	// Every line failed: exit 1.
	if code, _, errOut := mend(t, "not json\n{}\n", "refract"); code != 1 || !strings.Contains(errOut, "2 failed") {
		t.Errorf("all failed: exit %d, %q", code, errOut)
	}
}

// TestRefractFiles: positional arguments are read, in order; a missing one
// fails before any work.
func TestRefractFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	os.WriteFile(a, []byte(`{"id": "a", "catalog_ref": "nestful-executable/catalog.json", "faulty": []}`), 0o644)
	os.WriteFile(b, []byte(`{"id": "b", "catalog_ref": "nestful-executable/catalog.json", "faulty": []}`+"\n"), 0o644)
	code, out, errOut := mend(t, `{"id": "stdin", "catalog_ref": "nestful-executable/catalog.json", "faulty": []}`, "refract", "--catalog-root", "../../testdata/corpus", a, "-", b)
	_, order := outputLines(t, out)
	if code != 0 || strings.Join(order, ",") != "a,stdin,b" {
		t.Fatalf("exit %d, ids %v: %s", code, order, errOut)
	}
	if code, out, errOut := mend(t, "", "refract", filepath.Join(dir, "missing.jsonl")); code != 1 || out != "" || !strings.Contains(errOut, "no such file") {
		t.Fatalf("missing file: exit %d %q %q", code, out, errOut)
	}
}

func TestRefractPretty(t *testing.T) {
	in := `var1 = SkyScrapperSearchAirport(query="New York")
var2 = SkyCrapperSearchAirport(query="London")`
	code, out, errOut := mend(t, in, "refract", "--pretty", "--catalog", "../../testdata/corpus/nestful-executable/catalog.json")
	if code != 0 {
		t.Fatal(errOut)
	}
	for _, want := range []string{`- var2 = SkyCrapperSearchAirport(query="London")`, `+ var2 = SkyScrapperSearchAirport(query="London")`, "verdict: repaired"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code, _, errOut := mend(t, in, "refract", "--pretty"); code != 2 || !strings.Contains(errOut, "--pretty needs --catalog") {
		t.Errorf("--pretty without --catalog: %d %q", code, errOut)
	}
	if code, _, _ := mend(t, "var1 = (", "refract", "--pretty", "--catalog", "../../testdata/corpus/nestful-executable/catalog.json"); code != 1 {
		t.Error("a line that does not parse: no error")
	}
}

// TestRefractDefaultsFlag: --defaults never inserts a minimal call; a bad
// value is an error naming the flag.
func TestRefractDefaultsFlag(t *testing.T) {
	in := `{"id": "spotify", "catalog_ref": "nestful-executable/catalog.json", "faulty": [{"label": "var2", "name": "Spotify_Scraper_Get_Artist_Overview", "args": {"artistId": "$var1.id$"}}]}`
	for flag, wantLimit := range map[string]bool{"never": false, "always": true, "like-sequence": true} {
		code, out, errOut := mend(t, in, "refract", "--catalog-root", "../../testdata/corpus", "--defaults", flag)
		if code != 0 {
			t.Fatal(errOut)
		}
		if got := strings.Contains(out, `"limit":50`); got != wantLimit {
			t.Errorf("--defaults %s: limit written %v, want %v: %s", flag, got, wantLimit, out)
		}
	}
	if code, _, errOut := mend(t, "", "refract", "--defaults", "sometimes"); code != 2 || !strings.Contains(errOut, "--defaults") {
		t.Errorf("bad --defaults: %d %q", code, errOut)
	}
}

func TestRecover(t *testing.T) {
	tools := `[{"name": "get_weather", "description": "Weather.", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}]`
	in := strings.Join([]string{
		`{"id": "text", "tools": ` + tools + `, "message": {"content": "Sure. <tool_call>{'name': 'get_weather', 'arguments': {'city': 'Paris'}}</tool_call>"}}`,
		`{"id": "native", "tools": ` + tools + `, "message": {"content": "", "tool_calls": [{"id": "c1", "name": "GetWeather", "arguments": "{\"city\": \"Oslo\"}"}]}}`,
		`{"id": "unknown", "tools": ` + tools + `, "message": {"content": "{\"name\": \"rm_rf\", \"arguments\": {}}"}}`,
		`{"id": "prose", "tools": ` + tools + `, "message": {"content": "It is sunny."}}`,
		`{"id": "badtool", "tools": [{"name": ""}], "message": {"content": "x"}}`,
		`{not json`,
	}, "\n")
	code, out, errOut := mend(t, in, "recover")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got, order := outputLines(t, out)
	if strings.Join(order, ",") != "text,native,unknown,prose,badtool,line 6" {
		t.Fatalf("ids %v", order)
	}
	if string(got["text"]["calls"]) != `[{"name":"get_weather","arguments":{"city":"Paris"}}]` || string(got["text"]["text"]) != `"Sure."` {
		t.Errorf("text: %s text %s", got["text"]["calls"], got["text"]["text"])
	}
	if string(got["native"]["calls"]) != `[{"name":"get_weather","arguments":{"city":"Oslo"}}]` {
		t.Errorf("native: %s", got["native"]["calls"])
	}
	if string(got["unknown"]["calls"]) != `[]` || !strings.Contains(string(got["unknown"]["rejected"]), `"rm_rf"`) {
		t.Errorf("unknown: %s %s", got["unknown"]["calls"], got["unknown"]["rejected"])
	}
	if string(got["prose"]["calls"]) != `[]` {
		t.Errorf("prose: %s", got["prose"]["calls"])
	}
	for _, id := range []string{"badtool", "line 6"} {
		if len(got[id]) != 2 || len(got[id]["error"]) == 0 {
			t.Errorf("%s: %v", id, got[id])
		}
	}
	if !strings.Contains(errOut, "6 lines: 2 with calls, 1 with rejected calls, 2 failed") {
		t.Errorf("summary %q", errOut)
	}
	code, out, _ = mend(t, in, "recover", "--pretty")
	if code != 0 || !strings.Contains(out, "call 1: get_weather {\"city\":\"Paris\"}") || !strings.Contains(out, "rejected: rm_rf") {
		t.Errorf("pretty: %s", out)
	}
	if code, out, _ := mend(t, "", "recover", "-h"); code != 0 || !strings.Contains(out, `"rejected"`) {
		t.Errorf("help: %d %s", code, out)
	}
}

// A panic while one line is repaired is that line's error line, with its
// id, and the run goes on.
func TestRefractPanicIsLineError(t *testing.T) {
	raw := []byte(`{"id": "boom", "catalog_ref": "x/catalog.json", "faulty": []}`)
	res := process(context.Background(), raw, func(line) (*refract.Refractor, error) { panic("index out of range") })
	e, ok := res.(errorLine)
	if !ok || e.ID != "boom" || !strings.Contains(e.Error, "internal error") || !strings.Contains(e.Error, "index out of range") {
		t.Errorf("got %#v, want boom's error line", res)
	}
}
