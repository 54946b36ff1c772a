/** Resolves when the process that started this one sends `message` over its IPC channel. */
export function parentSays(message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error(`Waiting for "${message}" from a parent that did not open an IPC channel`));
      return;
    }
    const heard = (m: unknown) => {
      if (m !== message) return;
      process.off('message', heard);
      // The channel would otherwise keep the server alive after a shutdown.
      process.channel?.unref();
      resolve();
    };
    process.on('message', heard);
  });
}
