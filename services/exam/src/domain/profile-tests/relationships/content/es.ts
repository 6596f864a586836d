import type { RelationshipTexts } from '../relationships-types.js';

/** Textos en español del test de relaciones afectivas, traducidos de en.ts (tuteo, sin marcas de género donde es posible). Los enunciados son de Mindprint y están libres de negación. */
export const esRelationshipTexts: RelationshipTexts = {
  items: {
    'rl-01': 'Me gusta comentar mi día con alguien cercano.',
    'rl-02': 'Necesito tiempo para mí con regularidad, incluso con las personas que quiero.',
    'rl-03': 'Confío en que las personas cercanas estarán ahí cuando las necesite.',
    'rl-04': 'Cuando me pasa algo bueno, quiero contárselo enseguida a alguien cercano.',
    'rl-05': 'Prefiero tomar las decisiones importantes junto con alguien cercano.',
    'rl-06': 'Mantengo la calma cuando una persona cercana tarda unos días en contestar un mensaje.',
    'rl-07': 'Me basta con un mensaje breve de vez en cuando, incluso de las personas que quiero.',
    'rl-08': 'Me gusta resolver mis problemas por mi cuenta antes de pedir ayuda a alguien.',
    'rl-09': 'Enseguida empiezo a preocuparme cuando una persona querida pasa un día en silencio.',
    'rl-10': 'Siento calidez por dentro cuando un amigo o mi pareja me pregunta cómo estoy de verdad.',
    'rl-11': 'Guardo algunas partes de mi vida para mí, incluso frente a las personas más cercanas.',
    'rl-12': 'Tras una discusión con alguien cercano, confío en que todo volverá a estar bien.',
    'rl-13': 'Disfruto de las muestras de cariño, como un abrazo o ir de la mano.',
    'rl-14': 'Me agobia un poco que alguien quiera pasar todo su tiempo libre conmigo.',
    'rl-15': 'Me inquieto cuando una persona cercana se marcha por un tiempo, por ejemplo en un viaje largo.',
    'rl-16': 'Las conversaciones largas sobre sentimientos me cansan.',
    'rl-17': 'Me gusta que las personas cercanas participen en mis planes del día a día.',
    'rl-18': 'Siento con certeza el cariño de las personas cercanas, incluso en las semanas más ajetreadas.',
    'rl-19': 'Busco consuelo en alguien cercano después de un día difícil.',
    'rl-20': 'Valoro tener mis propias aficiones y amistades, aparte de mi pareja o mi familia.',
    'rl-21': 'Me resulta fácil plantear un desacuerdo con alguien cercano.',
    'rl-22': 'Me gusta que las personas que quiero me digan que les importo.',
    'rl-23': 'Me siento más yo cuando tengo espacio para hacer las cosas a mi manera.',
    'rl-24': 'Le doy vueltas a pequeños comentarios de personas cercanas y me pregunto qué querían decir en realidad.',
    'rl-25': 'Disfruto compartiendo mis ilusiones y mis preocupaciones con las personas más cercanas.',
    'rl-26': 'Prefiero atravesar una época difícil por mi cuenta antes que apoyarme en los demás.',
    'rl-27': 'Vivo con tranquilidad que las personas cercanas pasen tiempo con otras amistades.',
    'rl-28': 'Las palabras de cariño frecuentes me resultan un poco excesivas.',
    'rl-29': 'Me siento a gusto pidiendo ayuda a las personas cercanas con las cosas del día a día.',
    'rl-30': 'Confío en que las personas cercanas me aceptan tal como soy.',
    'rl-31': 'Valoro las costumbres compartidas con las personas cercanas, como una llamada semanal o una comida juntos.',
    'rl-32': 'Me gusta mantener cierta distancia al comienzo de una nueva amistad o relación.',
  },
  scaleLabels: ['Totalmente en desacuerdo', 'En desacuerdo', 'Ni de acuerdo ni en desacuerdo', 'De acuerdo', 'Totalmente de acuerdo'],
  levelNames: { 1: 'Muy bajo', 2: 'Bajo', 3: 'Medio', 4: 'Alto', 5: 'Muy alto' },
  tabs: {
    overview: 'Resumen',
    your_style: 'Tu estilo relacional',
    three_axes: 'Los tres ejes',
    growing_together: 'Crecer en las relaciones',
  },
  listHeadings: {
    strengths: 'Fortalezas',
    watchOuts: 'Puntos de atención',
    recommendations: 'Recomendaciones',
  },
  resultLabel: 'Tu estilo relacional',
  resultTitle: 'Tu estilo relacional: {{style}}',
  overviewIntro: [
    'Este perfil describe cómo sueles sentirte y actuar en las relaciones cercanas: con tu pareja, tus amistades íntimas o tu familia. Se fija en tres ejes. La necesidad de intimidad describe cuánto deseas cercanía, compartir y que te confirmen el cariño. La necesidad de independencia describe cuánto deseas tu propio espacio y te gusta valerte por tu cuenta. La fortaleza de la seguridad describe cuánto confías en que las personas cercanas estarán ahí y con cuánta calma vives los conflictos y los tiempos de separación.',
    'Cada eje se muestra como un nivel del 1 (muy bajo) al 5 (muy alto), calculado a partir de tus propias respuestas. Tu estilo relacional surge de los tres ejes juntos. La fortaleza de la seguridad muestra si en la cercanía te sientes sobre todo en calma o sobre todo en alerta, y el equilibrio entre tu necesidad de intimidad y tu necesidad de independencia muestra si te inclinas más hacia la cercanía o hacia el espacio propio.',
    'Ningún estilo es bueno o malo, y cada uno tiene sus propias fortalezas. Tus respuestas describen tendencias tal como las ves hoy; pueden variar de una relación a otra y a menudo cambian con el tiempo y la experiencia. Este perfil describe y sugiere; no diagnostica nada.',
  ],
  sourceNote:
    'Los enunciados de este test son de Mindprint y están pensados para la reflexión personal. No es un instrumento clínico ni diagnóstico, no es terapia y no está pensado para contratar ni seleccionar personal. Los niveles son quintos fijos del rango de respuestas, no comparaciones con normas de población. Si tus relaciones te causan un malestar persistente, plantéate hablar con un profesional cualificado, como un orientador o un psicoterapeuta.',
  scales: {
    intimacy: {
      name: 'Necesidad de intimidad',
      description: 'La necesidad de intimidad describe cuánto deseas cercanía con las personas que quieres: compartir pensamientos y sentimientos, pasar tiempo juntos y oír que les importas.',
      lowPole: 'Le basta un contacto más ligero, se guarda sus sentimientos',
      highPole: 'Busca cercanía, compartir y confirmación del cariño',
      levels: {
        1: {
          headline: 'Te basta con una cercanía ligera y ocasional.',
          interpretation: 'Te sientes a gusto con poco contacto y rara vez buscas palabras de cariño o largas conversaciones personales. Quizá muestres tu afecto más con hechos que con palabras. A veces las personas cercanas pueden desear que compartas más de lo que te sale de forma natural.',
        },
        2: {
          headline: 'Disfrutas de la cercanía en dosis moderadas y tranquilas.',
          interpretation: 'Valoras a las personas cercanas, pero te basta con bastante poco contacto y te guardas muchos sentimientos. Compartes cuando te parece útil más que por costumbre. La cercanía te importa, y te gusta que siga siendo relajada.',
        },
        3: {
          headline: 'Te gusta la cercanía y también disfrutas de un contacto más ligero.',
          interpretation: 'Disfrutas compartiendo y pasando tiempo con las personas cercanas, y también te sientes bien en las épocas más tranquilas. Tu deseo de cercanía sube y baja según lo que ocurre en tu vida. Puedes entenderte tanto con quienes quieren más contacto como con quienes quieren menos.',
        },
        4: {
          headline: 'La cercanía y el compartir son muy importantes para ti.',
          interpretation: 'Te gusta hablar de tu día, tus sentimientos y tus planes con las personas que quieres. Las palabras cálidas y los pequeños gestos de cariño significan mucho para ti. Sueles notar enseguida cuando el contacto se vuelve más escaso.',
        },
        5: {
          headline: 'Deseas una cercanía profunda y frecuente, y que te confirmen el cariño.',
          interpretation: 'Estar cerca de las personas que quieres ocupa el centro de tu vida. Quieres compartir mucho, verlas y saber de ellas a menudo, y oír que les importas. Tu calidez puede hacer que la gente se sienta muy querida, y puedes notar enseguida un vacío cuando otras personas necesitan más espacio.',
        },
      },
    },
    independence: {
      name: 'Necesidad de independencia',
      description: 'La necesidad de independencia describe cuánto deseas tu propio espacio en las relaciones cercanas: tiempo a solas, tus propios intereses, resolver las cosas por tu cuenta y mantener cierta distancia.',
      lowPole: 'Prefiere hacer las cosas en compañía, pide ayuda con facilidad',
      highPole: 'Necesita su propio espacio, se vale por sí mismo',
      levels: {
        1: {
          headline: 'Prefieres hacer casi todo en compañía.',
          interpretation: 'Te gusta compartir decisiones, planes y tiempo libre con las personas cercanas, y pides ayuda con facilidad. Rara vez buscas tiempo a solas. Las demás personas pueden sentirse muy incluidas contigo, y a ti puede costarte encontrar tu sitio cuando las personas cercanas están ocupadas.',
        },
        2: {
          headline: 'Disfrutas de la compañía y necesitas solo un poco de espacio.',
          interpretation: 'Te gusta hacer cosas con otras personas y a menudo involucras a las personas cercanas en tus decisiones. Disfrutas de algo de tiempo para ti, pero rara vez es una prioridad. Te resulta natural apoyarte en los demás cuando las cosas se ponen difíciles.',
        },
        3: {
          headline: 'Equilibras la compañía con tiempo propio.',
          interpretation: 'Disfrutas del tiempo compartido y también valoras tus propios intereses y algo de tiempo a solas. Resuelves muchas cosas por tu cuenta y pides ayuda cuando tiene sentido. Tu necesidad de espacio cambia según tu energía y tu situación.',
        },
        4: {
          headline: 'Tu propio espacio y valerte por tu cuenta son importantes para ti.',
          interpretation: 'Necesitas tiempo para ti con regularidad y te gusta intentar resolver los problemas por tu cuenta primero. Mantienes tus propias aficiones, amistades o rutinas junto a tus relaciones cercanas. A veces las personas cercanas pueden desear que les dejes ayudarte más.',
        },
        5: {
          headline: 'Valoras mucho el espacio, la privacidad y hacer las cosas a tu manera.',
          interpretation: 'La libertad y la autonomía son centrales para ti. Prefieres afrontar las dificultades a solas, guardar partes de tu vida para ti y tomarte tu tiempo antes de dejar que alguien se acerque. Los demás pueden interpretar tu necesidad de espacio como distancia, incluso cuando te importan mucho.',
        },
      },
    },
    security: {
      name: 'Fortaleza de la seguridad',
      description: 'La fortaleza de la seguridad describe cuánta estabilidad sientes en las relaciones cercanas: cuánto confías en que las personas cercanas estarán ahí, con cuánta tranquilidad vives el cariño que recibes y con qué facilidad llevas los conflictos y los tiempos de separación.',
      lowPole: 'Se inquieta con facilidad, vive la cercanía en alerta',
      highPole: 'Tranquilo, confiado, a gusto con el conflicto y la distancia',
      levels: {
        1: {
          headline: 'A menudo la cercanía viene acompañada de preocupación.',
          interpretation: 'Puede que a menudo te preguntes si las personas cercanas de verdad se preocupan por ti, y los silencios, los conflictos o los tiempos de separación pueden inquietarte. Prestas mucha atención a las pequeñas señales de tus relaciones. Esa vigilancia consume energía, y puede suavizarse con el tiempo, la confianza y el apoyo.',
        },
        2: {
          headline: 'A veces sientes seguridad y otras veces te invaden las dudas.',
          interpretation: 'En los días buenos confías en las personas cercanas, pero la distancia, los conflictos o las señales contradictorias pueden despertar dudas enseguida. Puede que busques que te tranquilicen o que te retires un poco para protegerte. Eres sensible al ambiente de una relación.',
        },
        3: {
          headline: 'Normalmente te sientes estable, con algunos momentos de duda.',
          interpretation: 'En general confías en las personas cercanas y puedes llevar los altibajos normales. Aun así, los conflictos más grandes o los silencios largos pueden inquietarte durante un tiempo. A menudo recuperas el equilibrio hablando las cosas.',
        },
        4: {
          headline: 'En las relaciones cercanas te sientes en calma y con confianza la mayor parte del tiempo.',
          interpretation: 'Confías en que las personas cercanas estarán ahí y tienes la certeza de su cariño. Puedes discrepar, pasar tiempo separados y esperar una respuesta sin preocuparte demasiado. Esa calma a menudo ayuda a que los demás también se sientan seguros contigo.',
        },
        5: {
          headline: 'Sientes una seguridad profunda con las personas cercanas.',
          interpretation: 'Tienes mucha confianza en que te quieren y te aceptan, y confías en que las personas cercanas estarán ahí. Los conflictos, los tiempos de separación y las épocas de silencio rara vez te desestabilizan. A veces puedes subestimar cuánto más necesitan otras personas que se les confirme el cariño.',
        },
      },
    },
  },
  outcomes: {
    secure: {
      name: 'Seguro',
      summary: 'Te sientes a gusto en la cercanía, confías en las personas que quieres y llevas con calma los conflictos y los tiempos de separación.',
      description: [
        'Tus respuestas muestran un sentimiento de seguridad bastante fuerte junto con un deseo de cercanía al menos tan grande como tu deseo de espacio. Sueles confiar en que las personas cercanas se preocupan por ti y estarán ahí cuando importe. Compartir sentimientos y pedir apoyo suele resultarte natural.',
        'Como te sientes bastante estable, los desacuerdos y los tiempos de separación rara vez te parecen una amenaza. Puedes plantear un problema, escuchar a la otra parte y seguir adelante. Esto da a tus relaciones una base firme, y la gente a menudo se siente segura y aceptada contigo.',
        'Un estilo seguro es una tendencia, no una garantía. El estrés, una pérdida o una relación difícil pueden hacer tambalear a cualquiera, y a veces puede costarte entender a las personas que se sienten menos seguras que tú. Tu calma es un recurso que puedes compartir con ellas.',
      ],
      lists: {
        strengths: [
          'Puedes compartir tus sentimientos abiertamente y también escuchar bien.',
          'Puedes plantear un problema sin miedo a que la relación se termine.',
          'Das a las personas cercanas confianza y espacio para ser como son.',
          'Sueles recuperarte rápido después de una discusión.',
        ],
        watchOuts: [
          'Puedes esperar que los demás sientan la misma calma que tú y pasar por alto sus preocupaciones.',
          'Puedes dar por sentada una relación estable e invertir menos en ella con el tiempo.',
          'Puedes resolver los conflictos tan deprisa que la otra persona siga sintiendo que no se la ha escuchado.',
        ],
        recommendations: [
          'Cuando una persona cercana parezca preocupada, pregúntale qué la ayudaría a sentirse más segura en lugar de decirle que no hay motivo para preocuparse.',
          'Reserva tiempo con regularidad para las personas que quieres, incluso cuando todo parezca ir bien.',
          'Después de un desacuerdo, pregunta al día siguiente cómo lo vive la otra persona.',
          'Usa tu calma para ayudar a amistades o familiares a hablar de sus conflictos.',
        ],
      },
    },
    fearful: {
      name: 'Temeroso-evitativo',
      summary: 'Valoras la cercanía, pero la tratas con cautela y a menudo mantienes cierta distancia para sentirte a salvo.',
      description: [
        'Tus respuestas muestran un sentimiento de seguridad más bajo junto con un deseo de espacio mayor que tu deseo de cercanía. Puede que te importen mucho las personas de tu vida y, al mismo tiempo, dudes de si puedes contar con ellas. Mantener cierta distancia, resolver las cosas a solas o guardar partes de tu vida para ti puede parecerte la opción más segura.',
        'Esta cautela puede nacer de la experiencia: si la cercanía a veces ha resultado decepcionante o dolorosa, tiene sentido ser prudente. Puede que te acerques a las personas y luego des un paso atrás, o que te cueste decir lo que necesitas. Los demás pueden verte como una persona independiente y fuerte, mientras que por dentro a veces sientes un tira y afloja.',
        'Tu cautela tiene fortalezas reales. Te fijas en muchas cosas, piensas antes de confiar, y las relaciones que sí construyes suelen ser profundas y sinceras. Con tiempo, personas de confianza y pasos pequeños, muchas personas descubren que la cercanía se vuelve más fácil y menos arriesgada.',
      ],
      lists: {
        strengths: [
          'Eres sensible al ambiente y a las señales de una relación.',
          'Piensas bien antes de confiar, lo que te protege de precipitarte.',
          'Puedes arreglártelas por tu cuenta cuando hace falta.',
          'Las personas a las que dejas acercarse suelen encontrar en ti lealtad y una comprensión profunda.',
        ],
        watchOuts: [
          'Puedes retirarte justo cuando una relación se está volviendo más cercana.',
          'Puedes guardarte tus necesidades, de modo que a los demás les cueste apoyarte.',
          'Puedes interpretar pequeñas señales como prueba de que la gente te va a fallar.',
          'La preocupación y la distancia juntas pueden hacerte sentir soledad.',
        ],
        recommendations: [
          'Elige a una persona de confianza y comparte con ella algo personal pequeño esta semana.',
          'Cuando sientas el impulso de alejarte, di a la otra persona que necesitas un poco de tiempo y cuándo volverás a dar señales.',
          'Escribe lo que una persona dijo o hizo realmente antes de decidir qué significa.',
          'Fíjate en qué personas y lugares te ayudan a sentir calma, y pasa más tiempo allí.',
          'Si antiguas heridas siguen marcando tus relaciones, plantéate hablar con un orientador o un psicoterapeuta.',
        ],
      },
    },
    preoccupied: {
      name: 'Preocupado',
      summary: 'Te entregas con calidez a la cercanía y puede que a menudo busques señales de que te quieren y de que estás a salvo.',
      description: [
        'Tus respuestas muestran un sentimiento de seguridad más bajo junto con un deseo de cercanía al menos tan grande como tu deseo de espacio. Las relaciones son muy importantes para ti. Das mucha calidez y atención, y te gusta sentir a menudo la conexión con las personas que quieres.',
        'Como el vínculo te importa tanto, puede que notes cada cambio en él. Una respuesta tardía, una tarde tranquila o un desacuerdo pueden hacer surgir enseguida la pregunta de si todo sigue bien. Entonces puede que busques que te tranquilicen, le des muchas vueltas a lo que se dijo o te esfuerces mucho por agradar.',
        'Tu apertura y tu entrega son verdaderos dones: las personas cercanas a menudo se sienten vistas y cuidadas. Aprender a calmar tus propias preocupaciones y a confiar en el vínculo entre un contacto y otro puede ayudarte a disfrutar de tus relaciones con más tranquilidad.',
      ],
      lists: {
        strengths: [
          'Muestras calidez y cariño abiertamente.',
          'Prestas mucha atención a los sentimientos de las personas cercanas.',
          'Dedicas tiempo y esfuerzo a mantener vivas las relaciones.',
          'Te animas a hablar de sentimientos y a trabajar en los problemas.',
        ],
        watchOuts: [
          'Puedes buscar que te tranquilicen tan a menudo que los demás se sientan presionados.',
          'Puedes interpretar un breve silencio como señal de que algo va mal.',
          'Puedes dejar de lado tus propias necesidades e intereses para mantener a las personas cerca.',
          'La preocupación tras una discusión puede acompañarte mucho después de que se haya resuelto.',
        ],
        recommendations: [
          'Cuando sientas preocupación, espera una hora antes de enviar otro mensaje y, mientras tanto, haz algo que disfrutes.',
          'Ten una lista breve de momentos en los que las personas cercanas te mostraron que les importas, y léela cuando surjan las dudas.',
          'Expresa tu necesidad directamente, por ejemplo «Me encantaría que hablásemos un momento por teléfono esta noche», en lugar de insinuarla.',
          'Dedica tiempo con regularidad a una afición o una amistad propia que te haga feliz.',
          'Si la preocupación por tus relaciones ocupa buena parte de tu día, plantéate hablar con un orientador o un psicoterapeuta.',
        ],
      },
    },
    dismissing: {
      name: 'Evitativo-desapegado',
      summary: 'Vives las relaciones con calma y autonomía, y valoras tu propio espacio más que una cercanía constante.',
      description: [
        'Tus respuestas muestran un sentimiento de seguridad bastante fuerte junto con un deseo de espacio mayor que tu deseo de cercanía. Sueles sentirte a gusto por tu cuenta, resolver tus problemas por tu cuenta y mantener una distancia cómoda. Los conflictos y los tiempos de separación rara vez te inquietan.',
        'Tu independencia puede convertirte en una presencia estable y fiable que da a los demás espacio para vivir su propia vida. Al mismo tiempo, las personas que desean más cercanía pueden sentir a veces que las mantienes a distancia, o dudar de cuánto te importan, porque compartes tus sentimientos con menos frecuencia.',
        'Valorar la independencia es una verdadera fortaleza. Puede ayudarte recordar que dejar que las personas te apoyen y conozcan tu mundo interior también es una forma de dar: les dice que son importantes para ti. Pequeños pasos hacia compartir más pueden hacer más profundas tus relaciones sin renunciar a la libertad que necesitas.',
      ],
      lists: {
        strengths: [
          'Mantienes la calma bajo presión y en los conflictos.',
          'Das libertad a las personas cercanas y respetas su espacio.',
          'Eres una persona capaz y de fiar cuando hay que sacar algo adelante.',
          'Tienes una vida propia rica, con tus propios intereses.',
        ],
        watchOuts: [
          'Los demás pueden sentirse excluidos cuando te guardas tus sentimientos.',
          'Puedes afrontar los momentos difíciles a solas durante demasiado tiempo antes de pedir apoyo.',
          'Puedes ver el deseo de cercanía de los demás como excesivo y dar un paso atrás.',
        ],
        recommendations: [
          'Una vez por semana, cuéntale a una persona cercana algo que te haya emocionado o preocupado.',
          'Pregunta a las personas que quieres qué tipo de contacto las ayuda a sentirse cerca, y elige una cosa que puedas ofrecer.',
          'Cuando necesites espacio, dilo con cariño y di cuándo volverás, para que los demás se sientan incluidos y no apartados.',
          'La próxima vez que tengas un problema, pide su opinión a una persona antes de resolverlo a solas.',
        ],
      },
    },
  },
};
