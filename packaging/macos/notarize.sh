#!/bin/bash
# Sign the disk image, have Apple notarize it, and staple the ticket to it, so that macOS opens
# the app without a warning. Run by .github/workflows/release.yml only when the secrets exist:
#   MACOS_SIGNING_IDENTITY, APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD (an app-specific
#   password of that Apple ID).
#   bash packaging/macos/notarize.sh dist/Regicide-VERSION-macos-arm64.dmg
set -euo pipefail
dmg=$1
codesign --force --timestamp --sign "$MACOS_SIGNING_IDENTITY" "$dmg"
xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" --wait --timeout 30m
xcrun stapler staple "$dmg"
xcrun stapler validate "$dmg"
