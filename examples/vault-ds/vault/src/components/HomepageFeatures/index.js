import clsx from 'clsx';
import Heading from '@theme/Heading';

const FeatureList = [
  {
    title: 'Une seule interlocutrice',
    description: <>De la visite technique au contrat de rachat : c'est moi qui viens, qui pose et qui suis le dossier.</>,
  },
  {
    title: 'Du matériel que je connais',
    description: <>Panneaux DualSun et Voltec, micro-onduleurs Enphase, onduleurs Fronius.</>,
  },
  {
    title: 'Près de chez vous',
    description: <>Castelsarrasin, Moissac, Montauban et alentours.</>,
  },
];

function Feature({title, description}) {
  return (
    <div className={clsx('col col--4')}>
      <div className="text--center padding-horiz--md">
        <Heading as="h3">{title}</Heading>
        <p>{description}</p>
      </div>
    </div>
  );
}

export default function HomepageFeatures() {
  return (
    <section className="padding-vert--lg">
      <div className="container">
        <div className="row">
          {FeatureList.map((props, idx) => (
            <Feature key={idx} {...props} />
          ))}
        </div>
      </div>
    </section>
  );
}
