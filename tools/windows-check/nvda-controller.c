/* A stand-in for NVDA's controller client (nvdaControllerClient64.dll), for scripts/windows-check
 * only and never shipped: NVDA "runs", and each text handed to it is appended as one UTF-8 line
 * to nvda-heard.txt in the program's current folder, where the check reads what NVDA was asked
 * to say. The signatures are those of NVDA's nvdaController.h (error_status_t, __stdcall). */
#include <windows.h>

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void) { return 0; }

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text) {
  char line[8192];
  int n = WideCharToMultiByte(CP_UTF8, 0, text, -1, line, sizeof line - 1, NULL, NULL);
  if (n <= 0) return GetLastError();
  line[n - 1] = '\n';
  HANDLE heard = CreateFileA("nvda-heard.txt", FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE,
                             NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
  if (heard == INVALID_HANDLE_VALUE) return GetLastError();
  DWORD written;
  BOOL ok = WriteFile(heard, line, (DWORD)n, &written, NULL);
  CloseHandle(heard);
  return ok ? 0 : GetLastError();
}
