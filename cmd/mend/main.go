// Command mend repairs tool calls from the command line.
//
//	mend recover [flags] [file ...]   find the tool calls models wrote as text or as malformed native calls
//	mend refract [flags] [file ...]   repair tool-call sequences from the tool specifications alone
//	mend extract [flags]              extract a JSON Schema's value from many documents, resumably
//	mend version                      print mend's version
//	mend help [command]               print this, or a command's usage
//
// Run "mend help refract" for a command's input and output formats.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// command is one subcommand.
type command struct {
	name    string
	summary string
	usage   string // the text after the flags in its help: formats and examples
	// flags defines the command's flags on fs and returns the function
	// that runs it once they are parsed.
	flags func(fs *flag.FlagSet) func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{recoverCommand(), refractCommand(), extractCommand()}
}

// errFailed ends a command that reported its failures itself (a summary
// on stderr): mend exits 1 without printing more.
var errFailed = errors.New("failed")

// run runs mend with args and returns its exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stdout)
		return 0
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if len(args) > 1 && args[0] == "help" {
			for _, c := range commands() {
				if c.name == args[1] {
					commandUsage(stdout, c, newFlagSet(c, stdout))
					return 0
				}
			}
			fmt.Fprintf(stderr, "mend help: no command %q\n\n", args[1])
			usage(stderr)
			return 2
		}
		usage(stdout)
		return 0
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, "mend", version())
		return 0
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		fs := newFlagSet(c, stderr)
		runCmd := c.flags(fs)
		for _, a := range args[1:] {
			if a == "--" {
				break
			}
			if a == "-h" || a == "-help" || a == "--help" {
				commandUsage(stdout, c, fs)
				return 0
			}
		}
		if err := fs.Parse(args[1:]); err != nil {
			return 2 // flag printed the error and the usage
		}
		err := runCmd(ctx, fs.Args(), stdin, stdout, stderr)
		switch {
		case err == nil:
			return 0
		case errors.Is(err, errFailed):
			return 1
		}
		var ue usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(stderr, "mend %s: %v (mend help %s)\n", c.name, err, c.name)
			return 2
		}
		fmt.Fprintf(stderr, "mend %s: %v\n", c.name, err)
		return 1
	}
	fmt.Fprintf(stderr, "mend: unknown command %q\n\n", args[0])
	usage(stderr)
	return 2
}

// usageError is a command line the command cannot run.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func newFlagSet(c command, out io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("mend "+c.name, flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() { commandUsage(fs.Output(), c, fs) }
	return fs
}

func usage(w io.Writer) {
	fmt.Fprint(w, `mend makes LLM tool calls reliable: it checks them, and repairs them with or without a model.

Usage:

	mend <command> [flags] [arguments]

Commands:

`)
	for _, c := range commands() {
		fmt.Fprintf(w, "\t%-10s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `	version    print mend's version
	help       print this, or a command's usage: mend help <command>
`)
}

func commandUsage(w io.Writer, c command, fs *flag.FlagSet) {
	fmt.Fprintf(w, "Usage: mend %s [flags] [file ...]\n\n%s\n\nFlags:\n\n", c.name, c.summary)
	out := fs.Output()
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(out)
	fmt.Fprintf(w, "\n%s\n", strings.TrimSpace(c.usage))
}

// version is the module's version, with the VCS revision when the binary
// was built from a checkout.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	v := bi.Main.Version
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v += " (" + rev + dirty + ")"
	}
	return v + " " + bi.GoVersion
}

// inputs returns the input of a command that reads files: the named files
// in order ("-" is stdin), or stdin when none is named. Every file is
// opened first, so that a missing one fails before any work.
func inputs(args []string, stdin io.Reader) (io.Reader, func(), error) {
	if len(args) == 0 {
		return stdin, func() {}, nil
	}
	var rs []io.Reader
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	for _, a := range args {
		if a == "-" {
			rs = append(rs, stdin, strings.NewReader("\n"))
			continue
		}
		f, err := os.Open(a)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		files = append(files, f)
		rs = append(rs, f, strings.NewReader("\n")) // a file without a final newline ends its last line
	}
	return io.MultiReader(rs...), closeAll, nil
}
