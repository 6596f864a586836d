import type { CareerTexts } from '../career-types.js';

/** Textos en español de la evaluación de orientación profesional, traducidos de en.ts (tuteo, como el resto del sitio). Los enunciados están libres de negación. */
export const esCareerTexts: CareerTexts = {
  items: {
    'cr-01': 'Me gustaría construir un mueble siguiendo un plano.',
    'cr-02': 'Me gustaría averiguar por qué un experimento dio un resultado sorprendente.',
    'cr-03': 'Me gustaría escribir cuentos, poemas o letras de canciones.',
    'cr-04': 'Me gustaría enseñarle a alguien una habilidad nueva.',
    'cr-05': 'Me gustaría convencer a otras personas para que apoyen mi idea.',
    'cr-06': 'Me gustaría llevar un registro exacto de dinero o de existencias.',
    'cr-07': 'Me gusta trabajar al aire libre con herramientas o máquinas.',
    'cr-08': 'Me gusta leer sobre nuevos descubrimientos en ciencia o medicina.',
    'cr-09': 'Me gusta diseñar el aspecto de una habitación, una página o un producto.',
    'cr-10': 'Escuchar los problemas de otras personas me agota.',
    'cr-11': 'Me gusta guiar a un equipo hacia un objetivo común.',
    'cr-12': 'Me gusta ordenar archivos y carpetas para que todo sea fácil de encontrar.',
    'cr-13': 'Reparar cosas a mano me resulta tedioso.',
    'cr-14': 'Me gustaría analizar datos para responder a una pregunta.',
    'cr-15': 'Me gustaría tocar música o actuar delante de un público.',
    'cr-16': 'Me gusta ayudar a las personas a decidir qué hacer en una situación difícil.',
    'cr-17': 'Me gustaría crear y dirigir mi propio negocio.',
    'cr-18': 'Me gustaría revisar documentos con cuidado para encontrar errores.',
    'cr-19': 'Me gustaría cuidar plantas, animales o tierras.',
    'cr-20': 'Me gusta trabajar en un problema difícil hasta entenderlo por completo.',
    'cr-21': 'Me gusta dibujar, pintar o hacer fotografías.',
    'cr-22': 'Me gustaría cuidar a personas enfermas o mayores.',
    'cr-23': 'Me gusta negociar un acuerdo o un precio.',
    'cr-24': 'Me gusta trabajar con hojas de cálculo y cifras.',
    'cr-25': 'Me gusta desmontar una máquina para ver cómo encajan sus piezas.',
    'cr-26': 'Me gustaría investigar en un laboratorio.',
    'cr-27': 'Me gustaría un proyecto en el que pueda seguir mis propias ideas con total libertad.',
    'cr-28': 'Me gusta organizar actividades para un grupo de niños o jóvenes.',
    'cr-29': 'Vender cosas a la gente me resulta incómodo.',
    'cr-30': 'Me gustaría seguir un procedimiento claro para que una tarea salga perfecta.',
    'cr-31': 'Me gustaría un trabajo en el que me mueva y use las manos todo el día.',
    'cr-32': 'Estudiar teorías complicadas me resulta aburrido.',
    'cr-33': 'Me gusta inventar ideas para una película, un videojuego o un anuncio.',
    'cr-34': 'Me gustaría hacer voluntariado en un proyecto social o benéfico.',
    'cr-35': 'Me gustaría tomar decisiones sobre cómo se dirige un proyecto o una empresa.',
    'cr-36': 'Me gusta planificar horarios y mantenerlos al día.',
    'cr-37': 'Me gusta montar, cablear o instalar equipos.',
    'cr-38': 'Me gusta poner a prueba una idea reuniendo pruebas a favor y en contra.',
    'cr-39': 'Las tareas que piden mis propias ideas creativas me resultan pesadas.',
    'cr-40': 'Me gusta explicar algo con paciencia hasta que la otra persona lo entiende.',
    'cr-41': 'Me gusta presentar un plan a un grupo y ganarme su apoyo.',
    'cr-42': 'El papeleo detallado me aburre.',
    'cr-43': 'Me gustaría conducir o manejar vehículos o maquinaria de gran tamaño.',
    'cr-44': 'Me gustaría descubrir cómo funciona el cuerpo humano o la naturaleza.',
    'cr-45': 'Me gustaría hacer artesanía, como cerámica, joyas o ropa.',
    'cr-46': 'Me gustaría ayudar a otras personas a adaptarse a un lugar, un equipo o un trabajo nuevo.',
    'cr-47': 'Me gustaría organizar un evento y encargarme de todo el día en que se celebra.',
    'cr-48': 'Me gustaría gestionar el presupuesto de un club o de una oficina.',
  },
  scaleLabels: ['Totalmente en desacuerdo', 'En desacuerdo', 'Ni de acuerdo ni en desacuerdo', 'De acuerdo', 'Totalmente de acuerdo'],
  levelNames: { 1: 'Muy bajo', 2: 'Bajo', 3: 'Medio', 4: 'Alto', 5: 'Muy alto' },
  tabs: {
    overview: 'Resumen',
    strongest_areas: 'Áreas más fuertes',
    work_activities: 'Actividades laborales afines',
    next_steps: 'Próximos pasos',
  },
  listHeadings: {
    workActivities: 'Actividades laborales que encajan contigo',
    workSettings: 'Ejemplos de profesiones y entornos de trabajo',
    nextSteps: 'Qué probar en las próximas semanas',
  },
  resultLabel: 'Tus áreas de interés más fuertes',
  resultTitle: 'Tus intereses más fuertes: {{first}}, {{second}} y {{third}}',
  overviewIntro: [
    'Esta evaluación compara tu interés por seis grandes áreas de trabajo: práctica, investigadora, artística, social, emprendedora y organizativa. Describen el tipo de actividades que disfrutas, no lo hábil que eres en ellas. A la mayoría de las personas le atraen varias áreas, y la combinación importa más que cualquier puntuación aislada.',
    'Cada área se muestra como un nivel del 1 (muy bajo) al 5 (muy alto), calculado a partir de tus propias respuestas. El informe se fija sobre todo en tus tres áreas más fuertes, porque los trabajos y estudios que incluyen esas actividades son los que probablemente te resulten más motivadores. Un nivel bajo solo significa que esa área te atrae menos en este momento.',
    'Los intereses cambian con la experiencia, así que tómalo como punto de partida para explorar, no como un veredicto sobre a qué deberías dedicarte. Describe tus preferencias actuales; no mide capacidades, no predice el éxito ni diagnostica nada.',
  ],
  sourceNote:
    'Los enunciados son de Mindprint y están pensados para reflexionar sobre tus intereses. Esta evaluación no es un instrumento clínico ni diagnóstico y no está pensada para contratar ni seleccionar personal. Los niveles son quintos fijos del rango de respuestas, no comparaciones con normas de población.',
  scales: {
    realistic: {
      name: 'Práctica',
      description: 'El área práctica (a menudo llamada «realista» en orientación profesional) describe cuánto disfrutas del trabajo manual con herramientas, máquinas, materiales, plantas o animales, en el que puedes ver el resultado físico.',
      lowPole: 'Prefiere las ideas, las personas o el papeleo a las tareas manuales',
      highPole: 'Disfruta construyendo, reparando y trabajando al aire libre',
      levels: {
        1: {
          headline: 'El trabajo manual y físico te atrae muy poco.',
          interpretation: 'Rara vez eliges construir, reparar o manejar cosas por tu cuenta. Seguramente pones tu energía en las ideas, las personas o la información. Aun así, las tareas prácticas pueden parecerte bien cuando sirven a un objetivo que te importa.',
        },
        2: {
          headline: 'Asumes tareas prácticas cuando hace falta, pero rara vez las buscas.',
          interpretation: 'De vez en cuando puedes disfrutar de una tarea práctica, como un pequeño arreglo o algo de jardinería. En general, prefieres actividades cuyo material principal sean las ideas, las palabras o las personas. El trabajo manual es más bien un interés secundario para ti.',
        },
        3: {
          headline: 'Disfrutas de algunas actividades manuales, en el entorno adecuado.',
          interpretation: 'El trabajo práctico te atrae con moderación. Puede que disfrutes fabricando o arreglando cosas como parte de un puesto más amplio o como afición. Un trabajo que combine tareas físicas con otros tipos de trabajo podría irte bien.',
        },
        4: {
          headline: 'Disfrutas trabajando con las manos, con herramientas y materiales.',
          interpretation: 'Te gustan las actividades con un resultado visible y físico: construir, reparar, cultivar o manejar algo. Quizá te sientas mejor cuando estás en movimiento y haciendo cosas que frente a un escritorio. Un trabajo que te mantenga cerca de objetos reales probablemente mantendrá tu interés.',
        },
        5: {
          headline: 'El trabajo manual es uno de tus intereses más fuertes.',
          interpretation: 'Te atraen mucho las actividades prácticas con herramientas, máquinas, materiales, plantas o animales. Ver que algo funciona porque tú lo hiciste o lo arreglaste te resulta muy satisfactorio. Los periodos largos de trabajo puramente abstracto o de oficina pueden parecerte poco gratificantes.',
        },
      },
    },
    investigative: {
      name: 'Investigadora',
      description: 'El área investigadora describe cuánto disfrutas observando, investigando y analizando: descubrir cómo y por qué funcionan las cosas y resolver problemas con datos y reflexión cuidadosa.',
      lowPole: 'Prefiere la acción y las personas a la investigación',
      highPole: 'Curioso, disfruta analizando e investigando',
      levels: {
        1: {
          headline: 'La investigación y el análisis te atraen muy poco.',
          interpretation: 'Rara vez eliges estudiar un problema a fondo solo por el gusto de hacerlo. Seguramente prefieres actuar, crear o trabajar con personas antes que analizar. Los datos te importan cuando te ayudan a sacar algo adelante.',
        },
        2: {
          headline: 'Analizas cuando una tarea lo requiere, pero rara vez es lo que te engancha.',
          interpretation: 'Puedes disfrutar resolviendo un acertijo o buscando información. En general, prefieres actividades con un resultado más rápido y concreto que una investigación larga. Para ti, investigar es más una herramienta que una pasión.',
        },
        3: {
          headline: 'Disfrutas de algo de análisis e investigación, en equilibrio con otras cosas.',
          interpretation: 'Te gusta entender cómo funcionan las cosas, pero quizá no quieras dedicarle todo el día. Un puesto en el que a veces investigues o analices, y a veces hagas otras cosas, podría irte bien. Puede que disfrutes de la ciencia o los datos como interés paralelo a tu trabajo principal.',
        },
        4: {
          headline: 'Disfrutas descubriendo cómo y por qué funcionan las cosas.',
          interpretation: 'Tienes curiosidad y te gusta pensar los problemas a fondo con datos y pruebas. Leer, experimentar y analizar probablemente captan tu atención. Un trabajo que te plantee preguntas para explorar probablemente mantendrá vivo tu interés.',
        },
        5: {
          headline: 'Investigar y analizar es uno de tus intereses más fuertes.',
          interpretation: 'Te atraen mucho la investigación, los experimentos, los datos y los problemas complejos. Puede que disfrutes dedicando mucho tiempo a una sola pregunta hasta entenderla de verdad. Un trabajo con poco margen para pensar y explorar puede resultarte insatisfactorio.',
        },
      },
    },
    artistic: {
      name: 'Artística',
      description: 'El área artística describe cuánto disfrutas creando y expresándote: escritura, diseño, música, artes escénicas, imágenes y artesanía, donde puedes usar tu imaginación y tu propio estilo.',
      lowPole: 'Prefiere tareas claras al trabajo creativo abierto',
      highPole: 'Imaginativo, disfruta creando y expresándose',
      levels: {
        1: {
          headline: 'Las actividades creativas y artísticas te atraen muy poco.',
          interpretation: 'Rara vez eliges escribir, diseñar, actuar o hacer arte. Seguramente prefieres tareas con objetivos claros y una respuesta correcta. Aun así, puedes valorar el buen diseño y la creatividad en el trabajo de otras personas.',
        },
        2: {
          headline: 'Disfrutas de la creatividad de vez en cuando, pero rara vez la buscas.',
          interpretation: 'Puede que te guste una afición creativa o una tarea en la que puedas poner tu toque personal. En general, prefieres actividades estructuradas al trabajo creativo abierto. La creatividad es más bien un interés secundario para ti.',
        },
        3: {
          headline: 'Disfrutas de algo de trabajo creativo, en equilibrio con otras cosas.',
          interpretation: 'Las actividades creativas te atraen con moderación. Puede que disfrutes de puestos en los que puedas decidir cómo se ve o cómo suena algo, como parte de un trabajo más amplio. Una combinación de tareas claras y margen para tus propias ideas podría irte bien.',
        },
        4: {
          headline: 'Disfrutas creando y expresando tus propias ideas.',
          interpretation: 'Te gustan las actividades en las que puedes usar tu imaginación, como escribir, diseñar, hacer música o artesanía. Puede que disfrutes de cierta libertad en tu forma de trabajar. Un trabajo que deje espacio a tu propio estilo probablemente mantendrá tu interés.',
        },
        5: {
          headline: 'Crear y expresarte es uno de tus intereses más fuertes.',
          interpretation: 'Te atraen mucho el arte, el diseño, la escritura, la música o las artes escénicas. Crear algo original te resulta muy satisfactorio. Un trabajo con reglas estrictas y poco margen para tus propias ideas puede resultarte asfixiante.',
        },
      },
    },
    social: {
      name: 'Social',
      description: 'El área social describe cuánto disfrutas ayudando, enseñando, cuidando y apoyando a otras personas, y trabajando en estrecho contacto con ellas.',
      lowPole: 'Prefiere las tareas a los puestos de ayuda',
      highPole: 'Disfruta ayudando, enseñando y cuidando',
      levels: {
        1: {
          headline: 'Los puestos de ayuda y cuidado te atraen muy poco.',
          interpretation: 'Rara vez eliges actividades centradas en apoyar, enseñar o cuidar a otras personas. Seguramente prefieres trabajar con cosas, ideas o información. Puedes ser amable y servicial igualmente; simplemente no es lo que te atrae de un trabajo.',
        },
        2: {
          headline: 'Ayudas cuando hace falta, pero rara vez buscas puestos de ayuda.',
          interpretation: 'Puede que disfrutes apoyando a un compañero o explicando algo de vez en cuando. En general, prefieres un trabajo en el que las personas formen parte del paisaje, no el centro. Ayudar es más una faceta de tu trabajo que su núcleo.',
        },
        3: {
          headline: 'Disfrutas ayudando a las personas, en equilibrio con otras cosas.',
          interpretation: 'Trabajar con personas y para ellas te atrae con moderación. Puede que disfrutes de puestos en los que apoyar a otros sea una parte entre varias. Un trabajo que combine el trato con personas y tareas independientes podría irte bien.',
        },
        4: {
          headline: 'Disfrutas ayudando, enseñando y apoyando a las personas.',
          interpretation: 'Te gustan las actividades en las que marcas una diferencia para alguien: explicar, escuchar, cuidar u orientar. Ser útil a los demás te da energía. Un trabajo con contacto regular y significativo con personas probablemente mantendrá tu interés.',
        },
        5: {
          headline: 'Ayudar y apoyar a las personas es uno de tus intereses más fuertes.',
          interpretation: 'Te atraen mucho la enseñanza, el cuidado, el asesoramiento y el trabajo comunitario. Ver que alguien crece o se siente mejor gracias a tu ayuda te resulta muy satisfactorio. Un trabajo en el que apenas tratas con personas puede parecerte vacío.',
        },
      },
    },
    enterprising: {
      name: 'Emprendedora',
      description: 'El área emprendedora describe cuánto disfrutas liderando, convenciendo, vendiendo y tomando decisiones: conseguir que la gente apoye un objetivo y hacer que las cosas sucedan.',
      lowPole: 'Prefiere contribuir antes que liderar o vender',
      highPole: 'Disfruta liderando, convenciendo y asumiendo riesgos',
      levels: {
        1: {
          headline: 'Liderar, vender y convencer te atraen muy poco.',
          interpretation: 'Rara vez eliges ponerte al mando, vender o defender un plan. Seguramente prefieres aportar tu trabajo con discreción o apoyar a otras personas. Aun así, la responsabilidad puede irte bien cuando nace de tu experiencia y no de la competencia.',
        },
        2: {
          headline: 'Tomas la iniciativa cuando hace falta, pero rara vez la buscas.',
          interpretation: 'Puedes disfrutar dirigiendo una tarea pequeña o defendiendo algo en lo que crees. En general, prefieres puestos con menos presión para convencer o competir. Liderar es más una parte ocasional de tu trabajo que su núcleo.',
        },
        3: {
          headline: 'Disfrutas liderando y convenciendo a veces, en equilibrio con otras cosas.',
          interpretation: 'Tomar la iniciativa te atrae con moderación. Puede que disfrutes dirigiendo un proyecto o representando a tu equipo de vez en cuando. Un puesto que combine algo de responsabilidad con trabajo práctico propio podría irte bien.',
        },
        4: {
          headline: 'Disfrutas tomando la iniciativa y haciendo que las cosas sucedan.',
          interpretation: 'Te gustan las actividades en las que influyes en las personas, tomas decisiones y haces avanzar las cosas. Los objetivos, la competencia y cierto riesgo pueden darte energía. Un trabajo en el que puedas tomar la iniciativa y ver los resultados de tus decisiones probablemente mantendrá tu interés.',
        },
        5: {
          headline: 'Liderar y convencer es uno de tus intereses más fuertes.',
          interpretation: 'Te atraen mucho dirigir equipos, vender, negociar y poner en marcha nuevos proyectos. Ganarte a la gente y alcanzar metas ambiciosas te resulta muy satisfactorio. Un trabajo con poco margen para la iniciativa o la influencia puede resultarte frustrante.',
        },
      },
    },
    conventional: {
      name: 'Organizativa',
      description: 'El área organizativa (a menudo llamada «convencional» en orientación profesional) describe cuánto disfrutas trabajando con datos, registros, números y procedimientos, y manteniendo las cosas exactas, ordenadas y dentro de plazo.',
      lowPole: 'Prefiere el trabajo flexible a las rutinas y los registros',
      highPole: 'Disfruta del orden, la precisión y los procedimientos claros',
      levels: {
        1: {
          headline: 'Organizar datos, registros y rutinas te atrae muy poco.',
          interpretation: 'Rara vez eliges tareas como llevar registros, comprobar cifras o seguir procedimientos detallados. Seguramente prefieres un trabajo flexible, variado o abierto. Aun así, esas tareas pueden merecer la pena para ti cuando protegen algo que te importa.',
        },
        2: {
          headline: 'Te ocupas de tareas de organización cuando hace falta, pero rara vez las buscas.',
          interpretation: 'Puedes mantener las cosas en orden cuando una tarea lo exige. En general, prefieres actividades con más variedad de la que ofrece la administración rutinaria. Para ti, organizar es más una herramienta que un interés.',
        },
        3: {
          headline: 'Disfrutas de algo de trabajo organizativo, en equilibrio con otras cosas.',
          interpretation: 'El orden y los procedimientos claros te atraen con moderación. Puede que disfrutes manteniendo un proyecto ordenado o gestionando cifras como parte de un puesto más amplio. Un trabajo que combine tareas estructuradas con otras más variadas podría irte bien.',
        },
        4: {
          headline: 'Disfrutas del orden, la precisión y los procedimientos claros.',
          interpretation: 'Te gustan las actividades en las que organizas información, mantienes los registros al día y cuidas los detalles. Las expectativas claras y un sistema ordenado te dan una sensación de calma y de avance. Un trabajo que premie el cuidado y la precisión probablemente mantendrá tu interés.',
        },
        5: {
          headline: 'Organizar y mantener las cosas exactas es uno de tus intereses más fuertes.',
          interpretation: 'Te atraen mucho los datos, los números, los registros, los planes y los procedimientos. Poner orden en una situación caótica te resulta muy satisfactorio. Un trabajo con cambios constantes y reglas poco claras puede resultarte estresante.',
        },
      },
    },
  },
  outcomes: {
    realistic: {
      name: 'Práctica',
      summary: 'Disfrutas del trabajo manual con herramientas, máquinas, materiales, plantas o animales, en el que puedes ver y tocar el resultado.',
      description: [
        'A las personas con un fuerte interés práctico las mueve hacer que las cosas funcionen en el mundo real. Les gusta usar las manos y el cuerpo, ver un resultado claro al final del día y resolver problemas probando cosas en lugar de hablar de ellas.',
        'Este interés suele ir unido al gusto por las tareas concretas, los objetivos claros y las herramientas o equipos que cumplen bien su función. Muchas personas con este interés disfrutan trabajando al aire libre, moviéndose o trabajando con seres vivos como plantas y animales.',
        'Los intereses prácticos encajan con muchos caminos, desde cursos cortos de formación profesional y aprendizajes en empresa hasta carreras de ingeniería. Lo que tienen en común es el contacto con objetos reales y un resultado visible.',
      ],
      lists: {
        workActivities: [
          'Construir, montar o instalar cosas a partir de planos.',
          'Reparar y mantener equipos, vehículos o edificios.',
          'Manejar máquinas, herramientas o vehículos.',
          'Cultivar plantas o cuidar animales.',
          'Trabajar al aire libre y en movimiento.',
        ],
        workSettings: [
          'Carpintero, electricista o fontanero en el sector de la construcción.',
          'Mecánico o técnico en un taller o servicio técnico.',
          'Jardinero, agricultor o cuidador de animales.',
          'Ingeniero civil o mecánico en obra o en una fábrica.',
          'Cocinero o panadero en una cocina con mucho movimiento.',
        ],
        nextSteps: [
          'Haz un curso corto de tarde o de fin de semana de carpintería, electrónica o reparación de bicicletas.',
          'Elige un pequeño proyecto en casa, como montar una estantería, y termínalo en dos semanas.',
          'Pregunta a un profesional de oficio o a un técnico que conozcas cómo es un día normal de trabajo para él.',
          'Haz voluntariado durante un día en un huerto comunitario, un taller de reparación o un refugio de animales.',
        ],
      },
    },
    investigative: {
      name: 'Investigadora',
      summary: 'Disfrutas investigando, analizando y resolviendo problemas, y descubriendo cómo y por qué funcionan las cosas.',
      description: [
        'A las personas con un fuerte interés investigador las mueve la curiosidad. Les gustan las preguntas difíciles de responder y disfrutan reuniendo datos, poniendo a prueba ideas y pensando un problema hasta que cobra sentido.',
        'Este interés suele ir unido al gusto por la lectura, los datos, los experimentos y el trabajo independiente. Muchas personas con este interés prefieren entender algo por completo antes de actuar y disfrutan aprendiendo por el placer de aprender.',
        'Los intereses investigadores encajan con muchos caminos, desde puestos técnicos y de laboratorio hasta carreras de investigación. Lo que tienen en común es el margen para hacer preguntas y buscar pruebas.',
      ],
      lists: {
        workActivities: [
          'Recopilar y analizar datos para responder a una pregunta.',
          'Realizar experimentos o pruebas y registrar los resultados.',
          'Leer estudios y resumir lo que muestran.',
          'Encontrar la causa de una avería o de un resultado inesperado.',
          'Crear modelos o cálculos que expliquen cómo funciona algo.',
        ],
        workSettings: [
          'Técnico de laboratorio en un hospital, un centro educativo o una empresa.',
          'Analista de datos en una empresa o en la administración pública.',
          'Desarrollador de software o especialista en soporte informático.',
          'Investigador o científico en una universidad o un instituto de investigación.',
          'Farmacéutico, médico o investigador biomédico.',
        ],
        nextSteps: [
          'Haz una introducción gratuita en línea al análisis de datos, la estadística o una materia científica que te interese.',
          'Elige una pregunta que te despierte curiosidad, investígala durante dos semanas y luego escribe un resumen de una página.',
          'Habla con alguien que trabaje en investigación o con datos sobre los problemas a los que dedica sus días.',
          'Visita un museo de ciencia, una conferencia pública o una jornada de puertas abiertas en una universidad o un laboratorio.',
        ],
      },
    },
    artistic: {
      name: 'Artística',
      summary: 'Disfrutas creando y expresando ideas a través de la escritura, el diseño, la música, la imagen, las artes escénicas o la artesanía.',
      description: [
        'A las personas con un fuerte interés artístico las mueve el deseo de crear algo original y de expresarse. Disfrutan usando la imaginación, probando formas nuevas y dando a su trabajo un estilo personal.',
        'Este interés suele ir unido al gusto por la libertad en la forma de trabajar, la sensibilidad hacia la belleza y el significado, y el disfrute de las tareas abiertas en las que hay más de una buena respuesta.',
        'Los intereses artísticos encajan con muchos caminos, desde cursos de artesanía y diseño hasta escuelas de arte y estudios universitarios. Muchas personas creativas combinan además su interés con otra área, como la enseñanza, la tecnología o los negocios.',
      ],
      lists: {
        workActivities: [
          'Escribir textos, historias o guiones.',
          'Diseñar imágenes, maquetaciones, productos o espacios.',
          'Tocar música, actuar o hacer espectáculos ante un público.',
          'Hacer objetos artesanales como cerámica, ropa o joyas.',
          'Proponer ideas nuevas para una campaña, un juego o un espectáculo.',
        ],
        workSettings: [
          'Diseñador gráfico en una agencia o como autónomo.',
          'Peluquero, maquillador o florista.',
          'Escritor, editor o creador de contenidos para una editorial o un sitio web.',
          'Músico, actor o técnico de escenario en un teatro.',
          'Arquitecto o diseñador de interiores.',
        ],
        nextSteps: [
          'Apúntate a un curso corto de dibujo, fotografía, escritura creativa o música.',
          'Proponte un proyecto creativo de dos semanas, como una foto o una página escrita al día, y comparte el resultado con alguien de confianza.',
          'Habla con alguien que se gane la vida con un trabajo creativo sobre cómo organiza su semana.',
          'Ofrécete para diseñar un cartel, un boletín o una web para un club o una ONG de tu zona.',
        ],
      },
    },
    social: {
      name: 'Social',
      summary: 'Disfrutas ayudando, enseñando, cuidando y apoyando a otras personas.',
      description: [
        'A las personas con un fuerte interés social las mueve el deseo de marcar una diferencia en la vida de los demás. Disfrutan escuchando, explicando, orientando y cuidando, y encuentran sentido en ver que alguien aprende, se recupera o gana confianza.',
        'Este interés suele ir unido al gusto por la cooperación, la conversación y el trabajo en equipo. Muchas personas con este interés prefieren resolver los problemas hablándolos y valoran un ambiente de trabajo cálido y de apoyo.',
        'Los intereses sociales encajan con muchos caminos, desde puestos de auxiliar de cuidados o de trabajo con jóvenes hasta estudios de educación, enfermería o psicología. Lo que tienen en común es un contacto regular y significativo con personas.',
      ],
      lists: {
        workActivities: [
          'Enseñar o formar a personas en una habilidad nueva.',
          'Escuchar a las personas y ayudarlas a encontrar una salida.',
          'Cuidar a personas enfermas, a niños o a personas mayores.',
          'Dirigir actividades de grupo en una comunidad, un centro educativo o un club.',
          'Recibir y acompañar a clientes, pacientes o recién llegados.',
        ],
        workSettings: [
          'Auxiliar docente o profesor en un centro educativo.',
          'Enfermero, cuidador o fisioterapeuta.',
          'Educador social o animador sociocultural.',
          'Orientador, trabajador social o psicólogo.',
          'Formador o técnico de recursos humanos en una empresa.',
        ],
        nextSteps: [
          'Haz voluntariado unas horas a la semana con una ONG, un centro educativo, un hospital o un centro comunitario.',
          'Ofrécete a ser mentor o a dar clases de apoyo a alguien en una materia o habilidad que domines.',
          'Haz un curso corto de primeros auxilios, coaching o escucha activa.',
          'Habla con un docente, un enfermero o un trabajador social sobre lo que le resulta gratificante y lo que le resulta difícil de su trabajo.',
        ],
      },
    },
    enterprising: {
      name: 'Emprendedora',
      summary: 'Disfrutas liderando, convenciendo, vendiendo y tomando decisiones que hacen avanzar las cosas.',
      description: [
        'A las personas con un fuerte interés emprendedor las mueve el deseo de influir y de conseguir metas. Disfrutan fijando objetivos, sumando a otras personas y tomando decisiones, y a menudo la competencia y un poco de riesgo les dan energía.',
        'Este interés suele ir unido al gusto por hablar en público, negociar y ver los resultados de sus decisiones. A muchas personas con este interés les gusta poner cosas en marcha, ya sea un proyecto, un evento o un negocio.',
        'Los intereses emprendedores encajan con muchos caminos, desde puestos de ventas y hostelería hasta la dirección, el derecho o la gestión de una empresa. Lo que tienen en común es el margen para la iniciativa y la influencia.',
      ],
      lists: {
        workActivities: [
          'Dirigir un equipo o un proyecto hacia un objetivo.',
          'Vender productos, servicios o ideas.',
          'Negociar precios, contratos o acuerdos.',
          'Presentar planes y conseguir apoyo para ellos.',
          'Poner en marcha nuevos proyectos, eventos o negocios.',
        ],
        workSettings: [
          'Comercial o encargado de tienda.',
          'Organizador de eventos o director de hotel.',
          'Fundador o propietario de una pequeña empresa.',
          'Responsable de marketing o de desarrollo de negocio.',
          'Abogado, político u organizador de campañas.',
        ],
        nextSteps: [
          'Asume un pequeño papel de liderazgo, como organizar un evento en el trabajo, en el centro de estudios o en un club.',
          'Prueba un proyecto corto en el que vendas algo, por ejemplo en un mercadillo o por internet, y anota qué funcionó.',
          'Únete durante unas sesiones a un grupo de oratoria o de debate.',
          'Pregunta a un directivo o a un empresario cómo empezó y cómo es una semana típica para él.',
        ],
      },
    },
    conventional: {
      name: 'Organizativa',
      summary: 'Disfrutas trabajando con datos, números, registros y procedimientos claros, y manteniendo las cosas exactas y en orden.',
      description: [
        'A las personas con un fuerte interés organizativo las mueve el deseo de aportar orden y fiabilidad a su trabajo. Disfrutan de las tareas claras, los detalles precisos y los sistemas que hacen que la información sea fácil de encontrar y de usar.',
        'Este interés suele ir unido al gusto por la planificación, la estructura y la revisión cuidadosa. Muchas personas con este interés se enorgullecen de ser de fiar y de que todo funcione sin contratiempos para los demás.',
        'Los intereses organizativos encajan con muchos caminos, desde puestos administrativos y de oficina hasta la contabilidad, la logística o la gestión de datos. Lo que tienen en común es el cuidado por la precisión y el orden.',
      ],
      lists: {
        workActivities: [
          'Mantener al día registros, archivos y bases de datos.',
          'Trabajar con cifras, presupuestos y hojas de cálculo.',
          'Revisar documentos y datos en busca de errores.',
          'Planificar horarios, existencias o entregas.',
          'Seguir y mejorar procedimientos claros.',
        ],
        workSettings: [
          'Administrativo o recepcionista.',
          'Auxiliar contable, contable o especialista en nóminas.',
          'Planificador de logística o de almacén.',
          'Empleado de banca o de seguros.',
          'Responsable de datos o de archivo en un hospital, una biblioteca o una empresa.',
        ],
        nextSteps: [
          'Haz un curso corto de hojas de cálculo, contabilidad básica o planificación de proyectos.',
          'Organiza un ámbito de tu vida con un sistema claro, como tus finanzas o tus documentos, y mantenlo durante dos semanas.',
          'Ofrécete como tesorero, secretario o responsable de socios de un club o una ONG.',
          'Habla con alguien que trabaje en contabilidad, administración o logística sobre cómo es para esa persona un buen día de trabajo.',
        ],
      },
    },
  },
};
