// The benchmark's baseline: the same shell and marketing code as one ordinary bundle, no
// federation. Kept under scripts/ because only the benchmark may join a remote to the shell.
import('./bootstrap');
