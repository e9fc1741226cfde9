// Command ferretdb-launcher runs an embedded FerretDB (SQLite backend) for local use and tests.
// It exits when its parent closes stdin, so a killed parent never leaves a database behind.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27027", "TCP address to listen on")
	dataDir := flag.String("data", "./data", "directory for the SQLite files")
	logLevel := flag.String("log-level", "error", "debug, info, warn or error")
	flag.Parse()

	if err := run(*listen, *dataDir, *logLevel); err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb-launcher:", err)
		os.Exit(1)
	}
}

func run(listen, dataDir, logLevel string) error {
	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	absData, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if err = os.MkdirAll(absData, 0o700); err != nil {
		return err
	}

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + absData + "/",
	})
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go func() {
		// Stdin reaches EOF when the parent process exits, however it exits.
		_, _ = io.Copy(io.Discard, os.Stdin)
		stop()
	}()

	return db.Run(ctx)
}
