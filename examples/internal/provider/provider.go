// Package provider builds the real model the examples run against when
// the user names a provider: OpenAI or any OpenAI-compatible endpoint
// (Ollama's /v1 among them), or Anthropic, through langchaingo's clients.
// Credentials come from the clients' usual environment variables
// (OPENAI_API_KEY, ANTHROPIC_API_KEY).
package provider

import (
	"flag"
	"fmt"
	"os"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/openai"
)

// Defaults are the models used when none is named.
const (
	DefaultOpenAI    = "gpt-4o-mini"
	DefaultAnthropic = "claude-3-5-haiku-latest"
)

// New returns a client for provider "openai" or "anthropic". baseURL, for
// openai, points it at another OpenAI-compatible endpoint; a local one
// needs no key.
func New(provider, model, baseURL string) (llms.Model, error) {
	switch provider {
	case "openai":
		if model == "" {
			model = DefaultOpenAI
		}
		opts := []openai.Option{openai.WithModel(model)}
		if baseURL != "" {
			opts = append(opts, openai.WithBaseURL(baseURL))
			if os.Getenv("OPENAI_API_KEY") == "" {
				opts = append(opts, openai.WithToken("none"))
			}
		}
		return openai.New(opts...)
	case "anthropic":
		if model == "" {
			model = DefaultAnthropic
		}
		return anthropic.New(anthropic.WithModel(model))
	}
	return nil, fmt.Errorf("unknown provider %q (replay, openai or anthropic)", provider)
}

// Flags are the command-line flags that choose the model: -provider,
// -model and -base-url.
type Flags struct {
	Provider string // "replay" (offline), "openai" or "anthropic"
	Model    string
	BaseURL  string
}

// Register defines the flags on fs; offline describes what the default,
// replay, plays.
func (f *Flags) Register(fs *flag.FlagSet, offline string) {
	fs.StringVar(&f.Provider, "provider", "replay", "replay ("+offline+"), openai (or any OpenAI-compatible endpoint) or anthropic")
	fs.StringVar(&f.Model, "model", "", "model name; defaults: "+DefaultOpenAI+", "+DefaultAnthropic)
	fs.StringVar(&f.BaseURL, "base-url", "", "OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 for Ollama")
}
