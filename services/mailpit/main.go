// Command mailpit runs Mailpit (github.com/axllent/mailpit, pinned in go.mod) for local use and tests:
// the same flags as the mailpit command. It stops when its parent closes stdin, so a killed parent
// never leaves a mail server behind.
package main

import (
	"io"
	"os"
	"runtime/debug"
	"syscall"

	"github.com/axllent/mailpit/cmd"
	"github.com/axllent/mailpit/config"
)

const module = "github.com/axllent/mailpit"

func main() {
	// A build of the module as a dependency carries no -ldflags version: take it from the build info.
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dependency := range info.Deps {
			if dependency.Path == module {
				config.Version = dependency.Version
			}
		}
	}

	go func() {
		// Stdin reaches EOF when the parent process exits, however it exits. SIGTERM lets Mailpit
		// close its database (and delete it when it is a temporary one) as it does on Ctrl-C.
		_, _ = io.Copy(io.Discard, os.Stdin)
		_ = syscall.Kill(os.Getpid(), syscall.SIGTERM)
	}()

	cmd.Execute()
}
