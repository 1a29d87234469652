package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

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
		`{"id": "last", "catalog_ref": "nestful-executable/catalog.json", "faulty": []}`,
	}, "\n")
	var out bytes.Buffer
	if err := refractCmd(context.Background(), []string{"--catalog-root", "../../testdata/corpus"}, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	got := map[string]map[string]json.RawMessage{}
	var order []string
	sc := bufio.NewScanner(&out)
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
	want := []string{"ok", "typo", "inline", "line 4", "nocat", "badref", "badcalls", "last"}
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
	for _, id := range []string{"line 4", "nocat", "badref", "badcalls"} {
		if len(got[id]["error"]) == 0 {
			t.Errorf("%s: no error: %v", id, got[id])
		}
	}
}

func TestRefractPretty(t *testing.T) {
	var out bytes.Buffer
	in := `var1 = SkyScrapperSearchAirport(query="New York")
var2 = SkyCrapperSearchAirport(query="London")`
	err := refractCmd(context.Background(), []string{"--pretty", "--catalog", "../../testdata/corpus/nestful-executable/catalog.json"}, strings.NewReader(in), &out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`- var2 = SkyCrapperSearchAirport(query="London")`, `+ var2 = SkyScrapperSearchAirport(query="London")`, "verdict: repaired"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if err := refractCmd(context.Background(), []string{"--pretty"}, strings.NewReader(in), &out); err == nil {
		t.Error("--pretty without --catalog: no error")
	}
	if err := refractCmd(context.Background(), []string{"--pretty", "--catalog", "../../testdata/corpus/nestful-executable/catalog.json"}, strings.NewReader("var1 = ("), &out); err == nil {
		t.Error("a line that does not parse: no error")
	}
}

// TestRefractDefaultsFlag: --defaults never inserts a minimal call; a bad
// value is an error naming the flag.
func TestRefractDefaultsFlag(t *testing.T) {
	in := `{"id": "spotify", "catalog_ref": "nestful-executable/catalog.json", "faulty": [{"label": "var2", "name": "Spotify_Scraper_Get_Artist_Overview", "args": {"artistId": "$var1.id$"}}]}`
	for flag, wantLimit := range map[string]bool{"never": false, "always": true, "like-sequence": true} {
		var out bytes.Buffer
		if err := refractCmd(context.Background(), []string{"--catalog-root", "../../testdata/corpus", "--defaults", flag}, strings.NewReader(in), &out); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(out.String(), `"limit":50`); got != wantLimit {
			t.Errorf("--defaults %s: limit written %v, want %v: %s", flag, got, wantLimit, out.String())
		}
	}
	err := refractCmd(context.Background(), []string{"--defaults", "sometimes"}, strings.NewReader(""), &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "--defaults") {
		t.Errorf("bad --defaults: %v", err)
	}
}
