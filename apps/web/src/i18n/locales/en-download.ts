/** English texts of the app download page (/download) and the side menu's link to it. */
export const enDownload = {
  download: {
    eyebrow: 'Mobile apps',
    title: 'Download the app',
    subtitle: 'Play {{name}} on your phone. Choose your device, then scan the code or tap the download button.',
    selected: 'Selected',
    platforms: {
      ios: {
        name: 'iOS',
        description: 'For iPhone and iPad.',
      },
      android: {
        name: 'Android',
        description: 'For Android phones and tablets.',
      },
      liteIos: {
        name: 'Lite iOS',
        description: 'A lighter iPhone app that installs quickly and takes less space.',
      },
    },
    button: 'Download for {{platform}}',
    scanHint: 'Scan with your phone camera',
    qrLabel: 'QR code of the {{platform}} download link',
    unavailable: 'The {{platform}} app is not available yet.',
    allOptions: 'All download options',
  },
};
