-- Issue 16 §1: a job ad's own questions, asked on the registration page; the answers are stored with the
-- question text on worker_applications.answers. Existing ads ask none (the default).
ALTER TABLE "job_ads" ADD COLUMN "questions" text[] DEFAULT '{}'::text[] NOT NULL;