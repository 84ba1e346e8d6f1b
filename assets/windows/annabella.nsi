; The Windows installer, built on Linux by scripts/windows-installer with Debian's makensis.
; It installs for the user who runs it (no administrator, no UAC prompt): the program under
; %LOCALAPPDATA%\Programs\Annabella, a Start-menu entry, and an uninstaller listed in Settings,
; Apps. The locales and sounds are inside annabella.exe. The uninstaller removes what the
; installer put there and nothing else: the player's games, settings and training record
; (under %APPDATA% and %LOCALAPPDATA%\annabella) stay.
;
;   makensis -DVERSION=0.1.0 -DSTAGE=DIR -DOUTFILE=FILE annabella.nsi
;
; STAGE holds annabella.exe, annabella.ico (assets/windows, drawn by scripts/windows-icon),
; LICENSE, README.md, manual.md, LICENSE-DejaVu.txt, and the built-in voice (scripts/windows-libs):
; libespeak-ng.dll, espeak-ng-data and espeak-ng.txt.

; A 64-bit installer, as the program is (and Wine's 64-bit loader runs it in the check).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include "MUI2.nsh"

; The knight of assets/annabella.svg: the installer's, the uninstaller's, the Start-menu entry's
; and the one Settings, Apps shows.
!define MUI_ICON "${STAGE}\annabella.ico"
!define MUI_UNICON "${STAGE}\annabella.ico"

Name "Annabella"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Annabella"
InstallDirRegKey HKCU "Software\Annabella" "InstallDir"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "Annabella"
VIAddVersionKey /LANG=0 "FileDescription" "Annabella: chess for everyone, FIDE Appendix D"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "GPL-3.0-or-later"

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Annabella"

!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\annabella.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The app's interface languages: the installer speaks the one Windows is set to.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Norwegian"
!insertmacro MUI_LANGUAGE "Icelandic"
!insertmacro MUI_LANGUAGE "Vietnamese"

Section "Annabella"
  SetOutPath "$INSTDIR"
  File "${STAGE}\annabella.exe"
  File "${STAGE}\annabella.ico"
  File "${STAGE}\LICENSE"
  File "${STAGE}\README.md"
  File "${STAGE}\manual.md"
  File "${STAGE}\LICENSE-DejaVu.txt"
  File "${STAGE}\libespeak-ng.dll"
  File "${STAGE}\espeak-ng.txt"
  File /r "${STAGE}\espeak-ng-data"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortCut "$SMPROGRAMS\Annabella.lnk" "$INSTDIR\annabella.exe" "" "$INSTDIR\annabella.ico" 0 SW_SHOWNORMAL "" "Annabella: chess for everyone, FIDE Appendix D"
  WriteRegStr HKCU "Software\Annabella" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Annabella"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Annabella developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\annabella.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\Annabella.lnk"
  Delete "$INSTDIR\annabella.exe"
  Delete "$INSTDIR\annabella.ico"
  Delete "$INSTDIR\LICENSE"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\manual.md"
  Delete "$INSTDIR\LICENSE-DejaVu.txt"
  Delete "$INSTDIR\libespeak-ng.dll"
  Delete "$INSTDIR\espeak-ng.txt"
  RMDir /r "$INSTDIR\espeak-ng-data"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\Annabella"
SectionEnd
