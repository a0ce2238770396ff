import { getContainerRuntimeClient } from 'testcontainers';

/** Why container-backed suites cannot run here, or null when a container runtime answers. */
export async function containerRuntimeMissing(): Promise<string | null> {
  try {
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return `no container runtime (${(error as Error).message.split('\n')[0]})`;
  }
}
