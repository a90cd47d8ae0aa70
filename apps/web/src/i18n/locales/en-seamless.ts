/** English texts of the game window (/seamless). */
export const enSeamless = {
  seamless: {
    toolbar: 'Game controls',
    toLobby: 'Lobby',
    reload: 'Reload',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    newWindow: 'New window',
    frameTitle: 'Game',
    loading: 'Loading the game…',
    empty: {
      title: 'Choose a game',
      body: 'No game is open. Pick one in the lobby and press Start to play it here.',
    },
    unsafe: {
      title: 'This game cannot be opened',
      body: 'The game address is not one we can open safely. Please start the game again from the lobby.',
    },
    failed: {
      title: 'The game did not load',
      body: 'The connection may be slow or the provider may be busy. Try again, or open the game in a new window.',
    },
    poppedOut: {
      title: 'The game is open in a new window',
      body: 'Keep playing there, or bring the game back to this page.',
      playHere: 'Play here instead',
    },
  },
};
