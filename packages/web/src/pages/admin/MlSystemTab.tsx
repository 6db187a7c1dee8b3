import { StatCard, TabError, When } from './AdminTable.js';
import { adminErrorMessage, type DateOptions, formatDateTime } from './admin-view.js';
import { useMlStatus } from './queries.js';

/**
 * The ML System tab (spec §2): the active model, how many models are loaded, the feature count
 * with whether a scaler is present, the metadata version and training date, and the lists of
 * loaded models and feature columns.
 */
export function MlSystemTab({ dates }: { dates?: DateOptions }) {
  const status = useMlStatus();
  if (status.isError) {
    return (
      <TabError
        message={adminErrorMessage(status.error, 'ml')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  if (!status.data) return <p role="status">Loading ML status…</p>;
  const ml = status.data;
  const trainedAt = ml.metadata?.trained_at ?? null;
  return (
    <div className="admin-tab">
      <div className="grid stat-grid">
        <StatCard title="Active model" value={ml.best_model_name ?? 'None'} text />
        <StatCard title="Available models" value={ml.loaded_models.length} />
        <StatCard
          title="Features"
          value={ml.feature_columns.length}
          detail={ml.has_scaler ? 'Scaler present' : 'No scaler'}
        />
        <StatCard
          title="Metadata version"
          value={ml.metadata?.version ?? 'Unknown'}
          text
          detail={
            trainedAt ? (
              <>
                Trained <When iso={trainedAt} text={formatDateTime(trainedAt, dates)} />
              </>
            ) : (
              'Training date unknown'
            )
          }
        />
      </div>
      <div className="ml-lists">
        <section className="card" aria-labelledby="ml-models-heading">
          <h3 id="ml-models-heading">Loaded models</h3>
          {ml.loaded_models.length === 0 ? (
            <p className="muted">No models are loaded.</p>
          ) : (
            <ul className="chip-list">
              {ml.loaded_models.map((model) => (
                <li key={model} className={model === ml.best_model_name ? 'chip chip-active' : 'chip'}>
                  {model}
                  {model === ml.best_model_name && <span className="visually-hidden"> (active)</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="ml-features-heading">
          <h3 id="ml-features-heading">Feature columns</h3>
          {ml.feature_columns.length === 0 ? (
            <p className="muted">No feature columns.</p>
          ) : (
            <ul className="chip-list">
              {ml.feature_columns.map((feature) => (
                <li key={feature} className="chip">
                  {feature}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
