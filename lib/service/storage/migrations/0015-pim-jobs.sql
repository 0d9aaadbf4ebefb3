-- The vendor's PIM jobs (`pim.yaml`): a child-product build answers the job that did it, which its
-- clients then read at `GET /pcm/jobs/{id}`. Builds here finish before they answer, so a job is
-- stored finished, with what it did; only the newest ones are kept (merchandising/job-store.ts).

CREATE TABLE pcm_jobs (
  id uuid PRIMARY KEY,
  job_type text NOT NULL,
  status text NOT NULL,
  request_id text NOT NULL,
  result jsonb NOT NULL,
  started_at timestamptz NOT NULL,
  completed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pcm_jobs_newest ON pcm_jobs (created_at DESC, id);
