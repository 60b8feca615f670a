/**
 * Runs `run` in a task of its own, soon after the current one: through a message, which neither a
 * timer's clamping nor a test's fake clock holds back. Returns a function that cancels it.
 */
export function inNextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
