import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { scheduleUpkeep } from '../db/upkeep.js';
import { schedulePublisher } from '../posts/publisher.js';
import { scheduleAssignmentSweep } from '../queue/assignment.js';
import { scheduleStatisticsFolding } from '../statistics/fold.js';

/** The jobs that run while the app is up (each starts when it is ready, stops when it closes). */
export const backgroundJobs = fastifyPlugin(
  async (app: FastifyInstance) => {
    const { config } = app.deps;
    // Scheduled stories and moments are published by the server at their time (spec section 4).
    schedulePublisher(app, config.publishIntervalMs);
    scheduleAssignmentSweep(app, config.assignmentSweepMs);
    scheduleStatisticsFolding(app, config.statsFoldMs);
    // PGlite has no autovacuum.
    scheduleUpkeep(app);
  },
  { name: 'background-jobs' },
);
