// Package models builds the real model the examples run against when the
// user names a provider, through langchaingo's clients: OpenAI or any
// OpenAI-compatible endpoint (Ollama's /v1, vLLM, LM Studio), Anthropic,
// Google AI, or Ollama's native API. Credentials come from the clients'
// usual environment variables (OPENAI_API_KEY, ANTHROPIC_API_KEY,
// GOOGLE_API_KEY). Every client gets mend's HTTP client
// (provider.NewClient), so that a rate limit's Retry-After is honoured.
package models

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/googleai"
	"github.com/tmc/langchaingo/llms/ollama"
	"github.com/tmc/langchaingo/llms/openai"
	"google.golang.org/api/option"

	"github.com/mendgraph/mend/provider"
)

// Defaults are the models used when none is named.
const (
	DefaultOpenAI    = "gpt-4o-mini"
	DefaultAnthropic = "claude-3-5-haiku-latest"
	DefaultGoogleAI  = "gemini-2.0-flash"
	DefaultOllama    = "llama3.1"
)

// New returns a client for provider "openai", "anthropic", "googleai" or
// "ollama". baseURL points openai at another OpenAI-compatible endpoint (a
// local one needs no key), googleai at another endpoint, and ollama at its
// server (default http://127.0.0.1:11434).
func New(ctx context.Context, name, model, baseURL string) (llms.Model, error) {
	hc := provider.NewClient(nil)
	switch name {
	case "openai":
		opts := []openai.Option{openai.WithModel(or(model, DefaultOpenAI)), openai.WithHTTPClient(hc)}
		if baseURL != "" {
			opts = append(opts, openai.WithBaseURL(baseURL))
			if os.Getenv("OPENAI_API_KEY") == "" {
				opts = append(opts, openai.WithToken("none"))
			}
		}
		return openai.New(opts...)
	case "anthropic":
		opts := []anthropic.Option{anthropic.WithModel(or(model, DefaultAnthropic)), anthropic.WithHTTPClient(hc)}
		if baseURL != "" {
			opts = append(opts, anthropic.WithBaseURL(baseURL))
		}
		return anthropic.New(opts...)
	case "googleai":
		key := os.Getenv("GOOGLE_API_KEY")
		if key == "" {
			return nil, fmt.Errorf("googleai: set GOOGLE_API_KEY")
		}
		// Given an HTTP client, the googleai client sends no key: the
		// transport adds it.
		hc = provider.NewClient(&http.Client{Transport: &provider.Transport{Header: http.Header{"X-Goog-Api-Key": {key}}}})
		opts := []googleai.Option{googleai.WithRest(), googleai.WithAPIKey(key), googleai.WithHTTPClient(&hc.Client),
			googleai.WithDefaultModel(or(model, DefaultGoogleAI))}
		if baseURL != "" {
			opts = append(opts, func(o *googleai.Options) { o.ClientOptions = append(o.ClientOptions, option.WithEndpoint(baseURL)) })
		}
		return googleai.New(ctx, opts...)
	case "ollama":
		opts := []ollama.Option{ollama.WithModel(or(model, DefaultOllama)), ollama.WithHTTPClient(&hc.Client)}
		if baseURL != "" {
			opts = append(opts, ollama.WithServerURL(baseURL))
		}
		return ollama.New(opts...)
	}
	return nil, fmt.Errorf("unknown provider %q (replay, openai, anthropic, googleai or ollama)", name)
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// Flags are the command-line flags that choose the model: -provider,
// -model and -base-url.
type Flags struct {
	Provider string // "replay" (offline), "openai", "anthropic", "googleai" or "ollama"
	Model    string
	BaseURL  string
}

// Register defines the flags on fs; offline describes what the default,
// replay, plays.
func (f *Flags) Register(fs *flag.FlagSet, offline string) {
	fs.StringVar(&f.Provider, "provider", "replay", "replay ("+offline+"), openai (or any OpenAI-compatible endpoint), anthropic, googleai or ollama (its native API)")
	fs.StringVar(&f.Model, "model", "", "model name; defaults: "+DefaultOpenAI+", "+DefaultAnthropic+", "+DefaultGoogleAI+", "+DefaultOllama)
	fs.StringVar(&f.BaseURL, "base-url", "", "another endpoint, e.g. http://localhost:11434/v1 for Ollama through openai, http://localhost:11434 for ollama")
}
