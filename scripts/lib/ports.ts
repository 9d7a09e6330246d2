import { createServer } from 'node:net'

// Below Linux's default ephemeral range (32768-60999): a port chosen here is never taken meanwhile by the local
// end of some outgoing connection, which a port the OS handed out (listen on 0) can be, between this check and
// the bind of the process it is for.
const LOW = 20_000
const HIGH = 32_767

async function listenable (port: number): Promise<number | undefined> {
  const server = createServer()
  return await new Promise((resolve) => {
    server.once('error', () => { resolve(undefined) })
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number }
      server.close(() => { resolve(bound) })
    })
  })
}

/** A TCP port on 127.0.0.1 that was free a moment ago: a random one below the ephemeral range, else one the OS picks. */
export async function freePort (): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = await listenable(LOW + Math.floor(Math.random() * (HIGH - LOW + 1)))
    if (port !== undefined) return port
  }
  return await listenable(0) ?? 0
}
