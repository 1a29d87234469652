package tool

import "testing"

func TestNamespacePointer(t *testing.T) {
	for ns, want := range map[string]string{
		"T.participants[1].age": "/participants/1/age",
		"T.tags[a/b]":           "/tags/a~1b",
		"T.tags[a.b].x":         "/tags/a.b/x",
		"T.m[k][2]":             "/m/k/2",
		"T":                     "",
		"T.a":                   "/a",
	} {
		if got := namespacePointer(ns); got != want {
			t.Errorf("%q: got %q want %q", ns, got, want)
		}
	}
}
