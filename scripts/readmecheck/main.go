// Command readmecheck checks that README.md works as written: in a fresh
// clone of the repository it runs every shell command the README shows and
// builds every Go program and test file it shows. It is run by .ci/run.
//
//	go run ./scripts/readmecheck [-readme README.md] [-keep]
//
// Commands that need what a fresh clone and CI do not have are listed, not
// run: those that need a provider's API key or a local model server, and
// the test command itself, which CI runs on its own. Commands that need
// Python 3 run when python3 is on the PATH and are listed otherwise. A
// command is run by bash in the clone's root, with stdin empty and a time
// limit; a non-zero exit fails the check.
package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

func main() {
	readme := flag.String("readme", "README.md", "the README to check, relative to the repository's root")
	keep := flag.Bool("keep", false, "keep the clone")
	timeout := flag.Duration("timeout", 10*time.Minute, "time limit per command")
	flag.Parse()
	if err := run(*readme, *keep, *timeout); err != nil {
		fmt.Fprintln(os.Stderr, "readmecheck:", err)
		os.Exit(1)
	}
}

// block is one fenced code block.
type block struct {
	lang string
	line int // the line of its opening fence
	text string
}

func blocks(data []byte) []block {
	var out []block
	var cur *block
	var b strings.Builder
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if strings.HasPrefix(l, "```") {
			if cur == nil {
				cur = &block{lang: strings.TrimSpace(strings.TrimPrefix(l, "```")), line: n}
				b.Reset()
				continue
			}
			cur.text = b.String()
			out = append(out, *cur)
			cur = nil
			continue
		}
		if cur != nil {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	return out
}

// command is one shell command of a block, continuation lines joined.
type command struct {
	line int
	text string
}

func commands(b block) []command {
	var out []command
	var cur strings.Builder
	start := 0
	for i, l := range strings.Split(b.text, "\n") {
		t := strings.TrimSpace(l)
		if cur.Len() == 0 && (t == "" || strings.HasPrefix(t, "#")) {
			continue
		}
		if cur.Len() == 0 {
			start = b.line + 1 + i
		}
		if strings.HasSuffix(t, "\\") {
			cur.WriteString(strings.TrimSuffix(t, "\\"))
			cur.WriteByte(' ')
			continue
		}
		cur.WriteString(t)
		out = append(out, command{line: start, text: cur.String()})
		cur.Reset()
	}
	return out
}

var (
	needsKey    = regexp.MustCompile(`[A-Z_]+_API_KEY=|-provider (openai|anthropic|googleai|ollama)|--?base-url http://localhost`)
	testCommand = regexp.MustCompile(`^go test (-race )?\./\.\.\.(\s|$)`)
)

func run(readme string, keep bool, timeout time.Duration) error {
	root, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return fmt.Errorf("not in a git repository: %w", err)
	}
	src := strings.TrimSpace(string(root))
	dir, err := os.MkdirTemp("", "readmecheck-")
	if err != nil {
		return err
	}
	if !keep {
		defer os.RemoveAll(dir)
	}
	clone := filepath.Join(dir, "mend")
	if out, err := exec.Command("git", "clone", "--quiet", src, clone).CombinedOutput(); err != nil {
		return fmt.Errorf("git clone: %v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(clone, readme))
	if err != nil {
		return err
	}
	_, pyErr := exec.LookPath("python3")
	var ran, listed []string
	failed := 0
	for bi, b := range blocks(data) {
		switch b.lang {
		case "sh", "bash", "shell":
			for _, c := range commands(b) {
				switch {
				case needsKey.MatchString(c.text):
					listed = append(listed, fmt.Sprintf("line %d (needs a provider key or a model server): %s", c.line, c.text))
					continue
				case testCommand.MatchString(c.text):
					listed = append(listed, fmt.Sprintf("line %d (the test command: CI runs it itself): %s", c.line, c.text))
					continue
				case strings.Contains(c.text, "python3") && pyErr != nil:
					listed = append(listed, fmt.Sprintf("line %d (needs Python 3, not on this machine): %s", c.line, c.text))
					continue
				}
				if err := shell(clone, c.text, timeout); err != nil {
					failed++
					fmt.Fprintf(os.Stderr, "FAIL line %d: %s\n%v\n", c.line, c.text, err)
					continue
				}
				ran = append(ran, fmt.Sprintf("line %d: %s", c.line, c.text))
			}
		case "go":
			if !strings.HasPrefix(strings.TrimSpace(b.text), "package ") {
				continue // a fragment; the full programs are checked
			}
			if err := buildGo(clone, bi, b, timeout); err != nil {
				failed++
				fmt.Fprintf(os.Stderr, "FAIL line %d: the Go block does not build:\n%v\n", b.line, err)
				continue
			}
			ran = append(ran, fmt.Sprintf("line %d: Go block builds and vets", b.line))
		}
	}
	fmt.Printf("readmecheck: %s, in a fresh clone\n", readme)
	for _, r := range ran {
		fmt.Println("  ok     ", r)
	}
	for _, l := range listed {
		fmt.Println("  not run", l)
	}
	if failed > 0 {
		return fmt.Errorf("%d of the README's commands and programs failed", failed)
	}
	return nil
}

func shell(dir, cmd string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	c := exec.CommandContext(ctx, "bash", "-eo", "pipefail", "-c", cmd)
	c.Dir = dir
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	c.Stdin = nil
	if err := c.Run(); err != nil {
		tail := out.String()
		if len(tail) > 4000 {
			tail = "..." + tail[len(tail)-4000:]
		}
		return fmt.Errorf("%v\n%s", err, tail)
	}
	return nil
}

// buildGo writes a Go block into a package of its own inside the clone and
// vets it (which type-checks it and its tests).
func buildGo(clone string, i int, b block, timeout time.Duration) error {
	pkg := filepath.Join(clone, "internal", "readmeblocks", fmt.Sprintf("block%d", i))
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		return err
	}
	name := "main.go"
	if strings.Contains(b.text, "*testing.T") || strings.Contains(b.text, "func Example") {
		name = "readme_test.go"
	}
	if err := os.WriteFile(filepath.Join(pkg, name), []byte(b.text), 0o644); err != nil {
		return err
	}
	rel, _ := filepath.Rel(clone, pkg)
	if err := shell(clone, "go vet ./"+filepath.ToSlash(rel), timeout); err != nil {
		return err
	}
	if name == "readme_test.go" {
		return shell(clone, "go test ./"+filepath.ToSlash(rel), timeout)
	}
	return nil
}
