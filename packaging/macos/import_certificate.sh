#!/bin/bash
# Put the Developer ID Application certificate of the release secrets into a keychain of its
# own for this build, and tell the next steps which identity signs (REGICIDE_CODESIGN_IDENTITY,
# read by build_app.spec). Run by .github/workflows/release.yml only when the secrets exist:
#   MACOS_CERTIFICATE           the .p12 file, base64-encoded
#   MACOS_CERTIFICATE_PASSWORD  its password
#   MACOS_SIGNING_IDENTITY      e.g. "Developer ID Application: Your Name (TEAMID)"
set -euo pipefail
keychain="$RUNNER_TEMP/regicide-signing.keychain-db"
password=$(uuidgen)
certificate="$RUNNER_TEMP/regicide-certificate.p12"
printf '%s' "$MACOS_CERTIFICATE" | base64 --decode > "$certificate"
security create-keychain -p "$password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$password" "$keychain"
security import "$certificate" -k "$keychain" -P "$MACOS_CERTIFICATE_PASSWORD" \
    -T /usr/bin/codesign -T /usr/bin/security
security set-key-partition-list -S apple-tool:,apple: -s -k "$password" "$keychain" >/dev/null
security list-keychains -d user -s "$keychain" login.keychain
rm -f "$certificate"
security find-identity -v -p codesigning "$keychain" | grep -qF "$MACOS_SIGNING_IDENTITY" || {
    echo "::error::the certificate does not hold the identity $MACOS_SIGNING_IDENTITY"
    exit 1
}
echo "REGICIDE_CODESIGN_IDENTITY=$MACOS_SIGNING_IDENTITY" >> "$GITHUB_ENV"
