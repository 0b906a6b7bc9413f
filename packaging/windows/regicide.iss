; The Windows installer (Inno Setup 6.3 or newer), made from the built one-folder app:
;   iscc /DAppVersion=0.1.0 /DOutputName=Regicide-0.1.0-windows-x86_64-setup packaging\windows\regicide.iss
; .github/workflows/release.yml passes both from packaging/artifacts.py. The installer needs no
; administrator: it installs for the current user (Start menu entry, optional desktop icon) and
; registers an uninstaller (Settings > Apps > Installed apps > Regicide > Uninstall). Saves and
; settings in %LOCALAPPDATA%\Regicide are not the installer's and stay when it uninstalls.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z
#endif
#ifndef OutputName
  #error Pass the file name: iscc /DOutputName=Regicide-X.Y.Z-windows-x86_64-setup
#endif

[Setup]
; The AppId ties every version together, so a new installer replaces the old app: never change it.
AppId={{0BDB394C-2627-48F6-A5D5-83DBFD871CB5}
AppName=Regicide
AppVersion={#AppVersion}
AppVerName=Regicide {#AppVersion}
AppPublisher=Regicide card table (unofficial adaptation)
AppComments=The cooperative card game Regicide on your desktop
DefaultDirName={autopf}\Regicide
DefaultGroupName=Regicide
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..\..
OutputDir=dist
OutputBaseFilename={#OutputName}
SetupIconFile=assets\icons\regicide.ico
UninstallDisplayIcon={app}\Regicide.exe
UninstallDisplayName=Regicide
WizardStyle=modern
Compression=lzma2
SolidCompression=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\Regicide\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Regicide"; Filename: "{app}\Regicide.exe"
Name: "{group}\Uninstall Regicide"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Regicide"; Filename: "{app}\Regicide.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\Regicide.exe"; Description: "{cm:LaunchProgram,Regicide}"; Flags: nowait postinstall skipifsilent
