# Install Regicide with the built installer as a player would (for the current user, silently
# here), check the Start menu entry, start the installed app (its smoke test), uninstall it,
# and check that the app and its Start menu entry are gone.
#   pwsh packaging/windows/check_installer.ps1 dist\Regicide-VERSION-windows-x86_64-setup.exe
param([Parameter(Mandatory = $true)][string]$Installer)
$ErrorActionPreference = 'Stop'
$quiet = '/VERYSILENT', '/SUPPRESSMSGBOXES', '/NORESTART'

$install = Start-Process -FilePath $Installer -ArgumentList ($quiet + '/CURRENTUSER') -Wait -PassThru
if ($install.ExitCode -ne 0) { throw "the installer exited with $($install.ExitCode)" }
$app = Join-Path $env:LOCALAPPDATA 'Programs\Regicide'
$exe = Join-Path $app 'Regicide.exe'
$menu = Join-Path $env:APPDATA 'Microsoft\Windows\Start Menu\Programs\Regicide'
if (-not (Test-Path $exe)) { throw "Regicide.exe is not in $app" }
if (-not (Test-Path (Join-Path $menu 'Regicide.lnk'))) { throw "no Start menu entry in $menu" }
if (-not (Test-Path (Join-Path $menu 'Uninstall Regicide.lnk'))) { throw 'no uninstall entry' }

$env:SDL_VIDEODRIVER = 'dummy'
$env:SDL_AUDIODRIVER = 'dummy'
$smoke = Start-Process -FilePath $exe -ArgumentList '--smoke-test' -Wait -PassThru
if ($smoke.ExitCode -ne 0) { throw "the installed app's smoke test exited with $($smoke.ExitCode)" }

Start-Process -FilePath (Join-Path $app 'unins000.exe') -ArgumentList $quiet -Wait | Out-Null
# The uninstaller hands over to a copy of itself and returns at once: wait for it to finish.
for ($second = 0; $second -lt 120 -and ((Test-Path $exe) -or (Test-Path $menu)); $second++) {
    Start-Sleep -Seconds 1
}
if (Test-Path $exe) { throw "Regicide.exe is still in $app after uninstalling" }
if (Test-Path $menu) { throw "the Start menu entry is still there after uninstalling" }
Write-Output 'check_installer: installed, in the Start menu, started, uninstalled cleanly'
