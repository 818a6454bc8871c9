// Standalone dev page only; the shell loads ./routes through the federation manifest instead.
import('./bootstrap');
