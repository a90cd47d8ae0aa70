import { parentPort, workerData } from 'node:worker_threads';
import { simulate } from './runner';
import { momentsToJson } from './stats';

const { code, rounds } = workerData as { code: string; rounds: number };
parentPort?.postMessage(momentsToJson(simulate(code, rounds)));
