/* A stand-in for JAWS's running process, for scripts/windows-check only and never shipped: a
 * hidden top-level window of JAWS's class, JFWUI2, by which the app tells that JAWS runs. It
 * writes jaws-up.txt in its current folder once the window is there, and runs until killed. */
#include <windows.h>

int WINAPI WinMain(HINSTANCE instance, HINSTANCE previous, LPSTR line, int show) {
  WNDCLASSW class = {0};
  class.lpfnWndProc = DefWindowProcW;
  class.hInstance = instance;
  class.lpszClassName = L"JFWUI2";
  if (!RegisterClassW(&class)) return 1;
  HWND window = CreateWindowExW(0, L"JFWUI2", L"JAWS", WS_OVERLAPPED, 0, 0, 10, 10, NULL, NULL,
                                instance, NULL);
  if (!window) return 2;
  HANDLE up = CreateFileA("jaws-up.txt", GENERIC_WRITE, FILE_SHARE_READ, NULL, CREATE_ALWAYS,
                          FILE_ATTRIBUTE_NORMAL, NULL);
  if (up == INVALID_HANDLE_VALUE) return 3;
  CloseHandle(up);
  MSG message;
  while (GetMessageW(&message, NULL, 0, 0) > 0) DispatchMessageW(&message);
  return 0;
}
