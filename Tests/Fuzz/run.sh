#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a number of seconds.
#
#   Tests/Fuzz/run.sh TARGET [SECONDS]      (default 600)
#   Tests/Fuzz/run.sh --list
#
# TARGET names a file Tests/Fuzz/Targets/Fuzz<TARGET>.swift (ManifestCompiler, StringsReader,
# StringCatalogReader, CorpusParser, Matcher, Dialog, ConversationState,
# CatalogFile, CatalogFields, SwiftSource, ImportTree, EntitiesFile,
# XcodeProject, XcodeConfig). The targets are compiled with the library's
# sources into one binary with `swiftc -sanitize=fuzzer,address` (outside the
# Swift package, so `swift build` never sees them); the target runs seeded
# from Phrases/ and Corpus/ (SwiftSource from the Swift test apps)
# under libFuzzer. Everything it writes goes under .build/fuzz/: the binary, the
# seeds, the corpus the fuzzer grows (kept between runs), and any crashing
# input (crash-*, leak-*, timeout-*), which the script names on exit. The
# exit status is libFuzzer's: 0 when the time ran out with nothing found.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
targets_dir="$root/Tests/Fuzz/Targets"
if [[ "${1:-}" == "--list" ]]; then
    ls "$targets_dir" | sed 's/^Fuzz//; s/\.swift$//'
    exit 0
fi
if [[ $# -lt 1 || ! -f "$targets_dir/Fuzz${1:-}.swift" ]]; then
    echo "usage: Tests/Fuzz/run.sh TARGET [SECONDS]   (targets: $(ls "$targets_dir" | sed 's/^Fuzz//; s/\.swift$//' | tr '\n' ' '))" >&2
    exit 2
fi
target="$1"
seconds="${2:-600}"
# PHRASEBOOK_FUZZ_OPTIMIZATION=-Onone builds in a fraction of the time of
# the default -O (for a busy machine), and runs inputs more slowly.
optimization="${PHRASEBOOK_FUZZ_OPTIMIZATION:--O}"
# PHRASEBOOK_FUZZ_TIMEOUT (seconds, default 10) is how long one input may
# run before libFuzzer reports it as a timeout; a machine busy with builds
# runs the sanitized binary several times slower.
timeout="${PHRASEBOOK_FUZZ_TIMEOUT:-10}"
work="$root/.build/fuzz"
binary="$work/bin/phrasebook-fuzz"
seeds="$work/seeds/$target"
corpus="$work/corpus/$target"
artifacts="$work/artifacts"
mkdir -p "$work/bin" "$seeds" "$corpus" "$artifacts"

# One binary holds every target (PHRASEBOOK_FUZZ_TARGET picks one); it is
# built when missing or older than any source it is made of.
sources=$(find "$root/Sources/Phrasebook" "$root/Tests/Fuzz/Support" "$targets_dir" -name '*.swift' | sort)
build_lock="$work/build.lock"
(
    if command -v flock >/dev/null; then flock 9; fi
    # shellcheck disable=SC2086
    if [[ ! -x "$binary" ]] || [[ -n "$(find $sources -newer "$binary" 2>/dev/null | head -1)" ]] \
        || [[ "$(cat "$binary.optimization" 2>/dev/null)" != "$optimization" ]]; then
        echo "building the fuzz targets…" >&2
        # shellcheck disable=SC2086
        cd "$work" && swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 "$optimization" -wmo -g \
            -module-name Phrasebook -package-name Phrasebook $sources -o "$binary.new" 2> "$work/build.log" \
            || { grep -v 'Cannot export local symbol' "$work/build.log" >&2; exit 2; }
        mv "$binary.new" "$binary"
        echo "$optimization" > "$binary.optimization"
    fi
) 9> "$build_lock"

# Seeds from the samples, one file each.
rm -f "$seeds"/*
case "$target" in
    ManifestCompiler)
        for file in "$root"/Phrases/*/app.json; do cp "$file" "$seeds/$(basename "$(dirname "$file")").json"; done ;;
    StringsReader)
        for file in "$root"/Phrases/*/*.lproj/*.strings; do
            cp "$file" "$seeds/$(basename "$(dirname "$(dirname "$file")")")-$(basename "$(dirname "$file")")-$(basename "$file")"
        done ;;
    StringCatalogReader)
        for file in "$root"/Phrases/*/*.xcstrings; do cp "$file" "$seeds/$(basename "$(dirname "$file")")-$(basename "$file")"; done ;;
    CorpusParser)
        cp "$root"/Corpus/*.txt "$seeds/" ;;
    Matcher)
        # Every utterance of the corpus (a case's first '>' line).
        awk -v dir="$seeds" 'BEGIN { RS = "" } { name = FILENAME; sub(/.*\//, "", name); n = split($0, lines, "\n"); for (i = 1; i <= n; i++) if (lines[i] ~ /^> /) { f = dir "/" name "-" FNR; print substr(lines[i], 3) > f; close(f); break } }' \
            "$root"/Corpus/*.txt ;;
    Dialog|ConversationState)
        # Every case's '>' lines: an utterance and its answers.
        awk -v dir="$seeds" 'BEGIN { RS = "" } { out = ""; n = split($0, lines, "\n"); for (i = 1; i <= n; i++) if (lines[i] ~ /^> /) out = out substr(lines[i], 3) "\n"; if (out != "") { f = dir "/case-" FNR "-" NR; printf "%s", out > f; close(f) } }' \
            "$root"/Corpus/*.txt
        if [[ "$target" == ConversationState ]]; then
            # The stored states those dialogs reach, written by one pass over them.
            mkdir -p "$work/states"
            ( cd "$work" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 PHRASEBOOK_FUZZ_PHRASES="$root/Phrases" \
                PHRASEBOOK_FUZZ_TARGET="$target" PHRASEBOOK_FUZZ_WRITE_STATES="$work/states" "$binary" -runs=0 \
                -artifact_prefix="$work/states-" "$seeds" > /dev/null 2>&1 ) || true
            cp "$work/states"/*.json "$seeds/" 2>/dev/null || true
        fi ;;
    CatalogFile)
        # One compiled catalog file per sample app, written by the binary itself.
        mkdir -p "$work/empty"
        for app in "$root"/Phrases/*/; do
            name="$(basename "$app")"
            rm -rf "$work/one-app/$name" && mkdir -p "$work/one-app/$name" && cp -R "$app" "$work/one-app/$name/"
            ( cd "$work" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 PHRASEBOOK_FUZZ_PHRASES="$work/one-app/$name" \
                PHRASEBOOK_FUZZ_TARGET="$target" PHRASEBOOK_FUZZ_WRITE_CATALOG="$seeds/$name.pbc" "$binary" -runs=1 \
                -artifact_prefix="$work/seed-" "$work/empty" > /dev/null 2>&1 ) || true
        done ;;
    EntitiesFile)
        # The radio's forty stations as the target's app declares them
        # (FuzzEntitiesRadio), one of them retitled, and a file the plain
        # reader declines (an escape and properties).
        stations() {
            local changed="$1" first=1
            printf '[\n'
            for index in $(seq 0 39); do
                [[ $first == 1 ]] || printf ',\n'
                first=0
                local title="Station $index"
                [[ "$index" == "$changed" ]] && title="Station $index Live"
                printf '  { "id": "s%d", "title": "%s", "subtitle": "FM %d", "synonyms": ["Jazz %d"] }' "$index" "$title" "$index" "$index"
            done
            printf '\n]\n'
        }
        stations -1 > "$seeds/stations.json"
        stations 7 > "$seeds/stations-retitled.json"
        printf '[ { "id": "s0", "title": "Station \\u0030", "properties": { "band": "FM" } } ]\n' > "$seeds/escaped.json" ;;
    CatalogFields)
        # Changes to the sample catalog's fields, 12 bytes each: none, a
        # phrase's app, a slot key's value set, a value set's kind.
        printf '' > "$seeds/none"
        printf '\x00\x01\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00' > "$seeds/phrase-app"
        printf '\x04\x02\x00\x00\x00\x00\x00\x00\x25\x00\x00\x00' > "$seeds/slot-set"
        printf '\x07\x01\x00\x00\x01\x00\x00\x00\x15\x00\x00\x00' > "$seeds/value-set-kind" ;;
    ImportTree)
        # Steps of 4 bytes: the app's files in a folder; the same with a
        # link to .. and a renamed entity; deep brackets.
        printf '\x00\x00\x00\x00\x02\x00\x00\x00\x02\x00\x01\x00\x02\x00\x02\x00\x02\x00\x03\x00\x02\x00\x04\x00\x02\x00\x05\x00\x02\x00\x06\x00\x02\x00\x07\x00\x02\x00\x08\x00' > "$seeds/app"
        printf '\x02\x00\x04\x00\x02\x00\x07\x00\x03\x00\x05\x00\x05\x03\x00\x00\x05\x04\x03\x00' > "$seeds/links-and-names"
        printf '\x02\x00\x07\x00\x04\x00\x00\xff\x08\x00\x00\x00' > "$seeds/deep-and-metadata" ;;
    XcodeProject)
        # Every Xcode project file of the imported test apps.
        find "$root/Tests/PhrasebookCLITests/Fixtures" -name project.pbxproj | while read -r file; do
            cp "$file" "$seeds/$(basename "$(dirname "$(dirname "$file")")").pbxproj"
        done ;;
    XcodeConfig)
        # The CrumbDiary test app's configuration files, NUL between them
        # (App, Shared, then a Local and a Deep that include others).
        config="$root/Tests/PhrasebookCLITests/Fixtures/SwiftApps/CrumbDiary/Config"
        { cat "$config/App.xcconfig"; printf '\0'; cat "$config/Shared.xcconfig"; } > "$seeds/crumb-diary"
        { cat "$config/App.xcconfig"; printf '\0'; cat "$config/Shared.xcconfig"; printf '\0#include "Nested/Deep.xcconfig"\nPRODUCT_NAME = $(inherited)$(inherited)\n\0#include "../App.xcconfig"\nAPP_DISPLAY_NAME = $(inherited) Deep\n'; } > "$seeds/include-loop" ;;
    SwiftSource)
        # Each imported test app's Swift files, joined into one file.
        for app in "$root"/Tests/PhrasebookCLITests/Fixtures/SwiftApps/*/; do
            find "$app" -name '*.swift' | sort | while read -r file; do cat "$file"; echo; done > "$seeds/$(basename "$app").swift"
        done ;;
esac
# A compiled catalog file of one sample app is larger than other inputs.
max_len=65536
len_control=100
if [[ "$target" == CatalogFile ]]; then max_len=262144; fi
# Inputs of changes or steps: as many as a target reads, from the start.
if [[ "$target" == CatalogFields ]]; then max_len=192; len_control=0; fi
if [[ "$target" == ImportTree ]]; then max_len=256; len_control=0; fi

echo "running $target for $seconds s (seeds: $(ls "$seeds" | wc -l))" >&2
status=0
SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan.supp:print_suppressions=0" \
    PHRASEBOOK_FUZZ_PHRASES="$root/Phrases" PHRASEBOOK_FUZZ_TARGET="$target" "$binary" \
    -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=4096 -max_len=$max_len -len_control=$len_control -print_final_stats=1 \
    -artifact_prefix="$artifacts/$target-" "$corpus" "$seeds" || status=$?
if [[ $status -ne 0 ]]; then
    echo "$target: libFuzzer exited with $status; inputs it saved:" >&2
    ls -1 "$artifacts"/"$target"-* 2>/dev/null >&2 || true
fi
exit $status
