// Command ferretdb-launcher runs an embedded FerretDB (SQLite backend) for local use and tests.
// It exits when its parent closes stdin, so a killed parent never leaves a database behind.
//
// `ferretdb-launcher snapshot --data DIR --to DIR` copies each database of a data directory as it
// is at one moment, while a FerretDB may be writing it (for backups).
package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
	_ "modernc.org/sqlite" // the SQLite FerretDB uses, for snapshots
)

// sqlitePragmas are set on every connection, FerretDB's own defaults (busy_timeout(10000),
// journal_mode(wal), auto_vacuum(none)) aside: synchronous(full) makes each commit wait until the
// write-ahead log is on disk, so an acknowledged write outlives a crash of the machine as well as
// of this process. It is SQLite's compiled-in default, stated here so that it cannot change unseen.
const sqlitePragmas = "_pragma=synchronous(full)"

func main() {
	if len(os.Args) > 1 && os.Args[1] == "snapshot" {
		flags := flag.NewFlagSet("snapshot", flag.ExitOnError)
		dataDir := flags.String("data", "./data", "directory for the SQLite files")
		to := flags.String("to", "", "an empty directory to copy them into")
		_ = flags.Parse(os.Args[2:])
		exitOn(snapshot(*dataDir, *to))
		return
	}

	listen := flag.String("listen", "127.0.0.1:27027", "TCP address to listen on")
	dataDir := flag.String("data", "./data", "directory for the SQLite files")
	logLevel := flag.String("log-level", "error", "debug, info, warn or error")
	flag.Parse()

	exitOn(run(*listen, *dataDir, *logLevel))
}

func exitOn(err error) {
	if err != nil {
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

	// One FerretDB per data directory: it makes each update atomic only against its own other updates
	// (services/ferretdb/patches/README.md). The lock goes with the process, however it ends.
	lock, err := os.OpenFile(filepath.Join(absData, "launcher.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return err
	}
	defer lock.Close()
	if err = syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		return fmt.Errorf("another FerretDB already serves %s (%w)", absData, err)
	}

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + absData + "/?" + sqlitePragmas,
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

// snapshot copies every database file of dataDir into the empty directory to, each as one
// transaction sees it (SQLite's VACUUM INTO): writers go on meanwhile, and the copy is whole.
func snapshot(dataDir, to string) error {
	if to == "" {
		return errors.New("snapshot needs --to")
	}
	if err := os.MkdirAll(to, 0o700); err != nil {
		return err
	}
	files, err := filepath.Glob(filepath.Join(dataDir, "*.sqlite"))
	if err != nil {
		return err
	}
	for _, file := range files {
		target := filepath.Join(to, filepath.Base(file))
		if _, err = os.Stat(target); err == nil {
			return fmt.Errorf("%s exists: --to must be empty", target)
		}
		db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
		if err != nil {
			return err
		}
		_, err = db.Exec("VACUUM INTO '" + strings.ReplaceAll(target, "'", "''") + "'")
		db.Close()
		if err != nil {
			return fmt.Errorf("copying %s: %w", file, err)
		}
	}
	return nil
}
