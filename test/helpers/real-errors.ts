/** Real tool output shared by tests (each printed by the command named beside it on this machine). */

/** `node -e 'require("net").connect(5432, "127.0.0.1")'` with nothing listening. */
export const NODE_ECONNREFUSED = `node:events:502
      throw er; // Unhandled 'error' event
      ^

Error: connect ECONNREFUSED 127.0.0.1:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)
Emitted 'error' event on Socket instance at:
    at emitErrorNT (node:internal/streams/destroy:169:8)`;
