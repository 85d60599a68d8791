// Loaded first by every node process of a test run (scripts/run-tests.mjs puts it in NODE_OPTIONS, which node reads
// before the command line's `--import tsx`): the ES-module packages with hundreds of files each, loaded here while no
// loader hook is registered yet. Under tsx every module a process loads after `--import tsx` makes a round trip to the
// loader hooks' thread to be resolved and another to be loaded; typebox alone is about 700 files, which cost each test
// file about 1.1–1.4 s of CPU (0.3 s without the hooks), and the suite runs some 450 files and the servers they start.
// Imported again from the TypeScript sources, each resolves to the module already in the cache and is not loaded
// twice. Nothing here runs code of the project; a package missing would fail here as it would in the sources.
import 'typebox';
import 'typebox/compile';
import 'typebox/value';
import 'libphonenumber-js/max';
import 'libphonenumber-js/core';
