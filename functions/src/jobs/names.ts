/** `refresh-twitter` → `refreshTwitter`: a job's or a task queue's function name. */
export const functionNameOf = (job: string) => job.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
