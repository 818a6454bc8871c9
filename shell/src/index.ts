// The shell's shared singletons are eager (bundled into this entry), so no async boundary is
// needed before importing them: starting synchronously saves a round trip before first render.
import './zod-without-eval';
import './bootstrap';
