package provider

import (
	"reflect"

	"github.com/tmc/langchaingo/llms"
)

// Description names a model client for telemetry: the OpenTelemetry GenAI
// provider name (gen_ai.provider.name) and the model it asks for by
// default (gen_ai.request.model).
type Description struct {
	Provider string // "openai", "anthropic", "gcp.gemini", "ollama", or the client's Go package name
	Model    string // empty when the client does not say
}

// providerNames maps Caps.Name to the semantic conventions' provider
// names; an OpenAI-compatible server (Ollama's /v1, vLLM) reached through
// the openai client is "openai", the API it speaks.
var providerNames = map[string]string{
	"openai":    "openai",
	"anthropic": "anthropic",
	"googleai":  "gcp.gemini",
	"ollama":    "ollama",
}

// Describe returns m's description, read from the client without a call:
// langchaingo's clients keep their model in an unexported field, read
// here by reflection (read only). A client mend does not know is named by
// its Go package and, when it has a string field Model or model, that.
func Describe(m llms.Model) Description {
	if m == nil {
		return Description{}
	}
	d := Description{Provider: providerNames[CapsOf(m).Name]}
	v := reflect.ValueOf(m)
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return d
		}
		v = v.Elem()
	}
	if d.Provider == "" {
		d.Provider = packageName(v.Type().PkgPath())
	}
	if v.Kind() != reflect.Struct {
		return d
	}
	for _, path := range [][]string{{"model"}, {"Model"}, {"options", "model"}, {"opts", "DefaultModel"}} {
		if s := stringField(v, path); s != "" {
			d.Model = s
			break
		}
	}
	return d
}

func stringField(v reflect.Value, path []string) string {
	for _, name := range path {
		if v.Kind() != reflect.Struct {
			return ""
		}
		v = v.FieldByName(name)
		if !v.IsValid() {
			return ""
		}
	}
	if v.Kind() != reflect.String {
		return ""
	}
	return v.String()
}

func packageName(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '/' {
			return path[i+1:]
		}
	}
	return path
}
