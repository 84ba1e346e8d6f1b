/* Test-only shim for Wine 8.0 (Debian 12), which lacks bcryptprimitives.dll: Rust's standard
   library (>= 1.78) takes its random bytes from ProcessPrng there, and without it every Rust
   program exits with status 53 at start (rust-lang/rust#128066; Wine has it from 8.13).
   scripts/windows-check builds it beside annabella.exe for the Wine runs only: it is never
   shipped, and real Windows has its own. Copied from the team's shared tools, since a clone of
   this project does not have them. */
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom, advapi32 */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length) {
        ULONG n = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, n)) return FALSE;
        data += n; length -= n;
    }
    return TRUE;
}
