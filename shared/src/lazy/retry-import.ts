/**
 * A dynamic import that is tried again when its chunk fails to arrive (a dropped connection, a server that
 * answered 5xx for a moment): webpack forgets a chunk that failed, so asking again fetches it again. After the
 * last attempt the error goes on to the page's boundary, which reloads the remote (see the shell's RemotePage).
 */
export function retryImport<T>(load: () => Promise<T>, { attempts = 3, delayMs = 400 } = {}): () => Promise<T> {
  return async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
      }
    }
  };
}
